/**
 * The contract's pt-BR texts shown to the participant, once for the whole workspace. Without
 * imports, so the flows may import it at run time (`@jornada/api/messages`) without the client.
 */

/** Any failure without lines of its own from the API. */
export const GENERIC_ERROR = 'Não foi possível finalizar a sua requisição. Ocorreu um erro.';

/** Registration with a wrong code: the panel adds the `Inserir novamente` button. */
export const INVALID_CODE_MESSAGE = 'Código de autenticação inválido.';

/** The photo's PUT failed, stalled or was refused by the storage: offered again with `Tentar novamente`. */
export const PHOTO_UPLOAD_FAILED = 'Não foi possível enviar a sua foto. Verifique sua conexão.';

/** Texts the contract shows on success, by call. */
export const SUCCESS_TEXT = {
  updateProfile: 'Perfil atualizado com sucesso.',
  requestCode: 'Sucesso! Resgate o código de verificação em seu e-mail.',
  register: 'Cadastro realizado com sucesso. Faça o login.',
  forgotPassword: 'Código de confirmação enviado para o seu e-mail.',
  validateToken: 'Código confirmado. Agora defina sua nova senha.',
  updatePassword: 'Senha alterada com sucesso.',
  sendContact: 'Sucesso! Sua mensagem foi enviada.',
} as const;

/** Texts shown when a call could not reach the API and its body waits in an outbox, by call. */
export const QUEUED_TEXT = {
  sendContact: 'Sem conexão: sua mensagem será enviada quando a conexão voltar.',
} as const;
