/**
 * The kit's words that code outside the kit needs too: the portal's plain start-up failure page
 * (which must not load the kit) and the end-to-end tests import them from here. A module without
 * imports.
 */
export const ERROR_STATE_MESSAGE = 'Não foi possível carregar esta página. Verifique sua conexão.';
export const RETRY_LABEL = 'Tentar novamente';

/** The offline banner (OfflineBanner). */
export const OFFLINE_MESSAGE =
  'Você está sem conexão. Os conteúdos já visitados continuam disponíveis.';

/** The new-version prompt (UpdatePrompt) and its button. */
export const UPDATE_MESSAGE = 'Nova versão disponível.';
export const UPDATE_ACTION = 'Atualizar';

/** The contact form's title (ContactForm), the h1 of /fale-conosco. */
export const CONTACT_TITLE = 'Está com dúvidas? Fale conosco através do formulário abaixo';

/** The registration's consent checkbox (RegistrationPanel). */
export const CONSENT_TEXT =
  'Declaro que os dados informados são verdadeiros e que li e aceito o Regulamento e a Política de Privacidade.';
