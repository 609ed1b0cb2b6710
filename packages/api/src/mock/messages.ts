import { INVALID_CODE_MESSAGE } from '../messages';

/** Every error text the mock answers with (pt-BR), so tests and stories can name them. */
export const MOCK_MESSAGES = {
  notJson: 'Envie o corpo como JSON (Content-Type: application/json).',
  lookupFailed: 'Participante não encontrado. Verifique o e-mail e a data de nascimento.',
  emailNotFound: 'E-mail não encontrado.',
  notRegistered: 'Cadastro ainda não realizado. Faça o primeiro acesso.',
  alreadyRegistered: 'Cadastro já realizado. Faça o login.',
  wrongCredentials: 'E-mail ou senha inválidos.',
  invalidCode: INVALID_CODE_MESSAGE,
  expiredCode: 'Código de autenticação expirado. Solicite um novo código.',
  invalidRecoveryCode: 'Código de confirmação inválido.',
  expiredRecoveryCode: 'Código de confirmação expirado. Solicite um novo código.',
  passwordsDiffer: 'A senha e a confirmação não conferem.',
  weakPassword: 'A senha deve ter pelo menos 8 caracteres.',
  photoMissing: 'Envie a sua foto antes de concluir o cadastro.',
  photoWithQuery: 'imagemUploadedUrl deve ser o endereço do arquivo, sem a query string.',
  sessionInvalid: 'Sessão expirada ou inválida. Faça o login novamente.',
  refreshInvalid: 'Sessão expirada. Faça o login novamente.',
  invalidAvatar:
    'Avatar inválido: envie o endereço de uma das suas opções, exatamente como recebido.',
  notImage: 'O campo contentType deve ser um tipo de imagem (image/...).',
  extensionMismatch: 'A extensão não corresponde ao tipo do arquivo.',
  uploadSignature: 'Assinatura do envio inválida.',
  uploadAuthorization: 'O envio para a URL pré-assinada não deve ter o cabeçalho Authorization.',
  uploadContentType: 'O Content-Type do envio difere do informado em /presigned-url.',
  uploadEmpty: 'O arquivo enviado está vazio.',
  uploadTooLarge: 'O arquivo deve ter no máximo 15 MB.',
} as const;
