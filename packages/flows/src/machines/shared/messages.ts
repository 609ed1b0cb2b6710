/**
 * The one place in flows for the pt-BR request texts the machines put in their context: success
 * texts are the API contract's, to the letter (flows may not import the api at run time). Field
 * messages are `@jornada/ui`'s (`fieldMessages`, from its validators), never copied here.
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
