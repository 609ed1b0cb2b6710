/**
 * pt-BR texts the machines put in their context. Success texts are the contract's, to the letter;
 * field messages use the same wording as `@jornada/ui`'s validators (dedupe once ui exports them).
 */
export const SUCCESS_TEXT = {
  updateProfile: 'Perfil atualizado com sucesso.',
  requestCode: 'Sucesso! Resgate o código de verificação em seu e-mail.',
  register: 'Cadastro realizado com sucesso. Faça o login.',
  forgotPassword: 'Código de confirmação enviado para o seu e-mail.',
  validateToken: 'Código confirmado. Agora defina sua nova senha.',
  updatePassword: 'Senha alterada com sucesso.',
  sendContact: 'Sucesso! Sua mensagem foi enviada.',
} as const;

export const GENERIC_ERROR = 'Não foi possível finalizar a sua requisição. Ocorreu um erro.';
/** Registration with a wrong code: the panel adds the `Inserir novamente` button. */
export const INVALID_CODE_MESSAGE = 'Código de autenticação inválido.';

export const FIELD_MESSAGES = {
  emailRequired: 'Informe o seu e-mail.',
  emailInvalid: 'Informe um e-mail válido.',
  birthDateRequired: 'Informe a sua data de nascimento.',
  birthDateInvalid: 'Informe uma data válida (dd/mm/aaaa).',
  passwordRequired: 'Informe a sua senha.',
  newPasswordRequired: 'Informe a nova senha.',
  confirmPasswordRequired: 'Confirme a sua senha.',
  confirmNewPasswordRequired: 'Confirme a nova senha.',
  codeRequired: 'Informe o código de verificação.',
  codeInvalid: 'O código tem 6 dígitos.',
  nameRequired: 'Informe o seu nome.',
  registrationRequired: 'Informe a sua matrícula.',
  phoneRequired: 'Informe o seu celular.',
  phoneInvalid: 'Informe o celular com DDD (11 dígitos).',
  messageRequired: 'Escreva a sua mensagem.',
  consentRequired: 'Para continuar, marque a declaração acima.',
  photoRequired: 'Por favor, selecione a sua foto para criação do avatar.',
} as const;
