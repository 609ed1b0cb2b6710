/**
 * The kit's words that a page without the kit says too: the portal's plain start-up failure page
 * (which must not load the kit) imports them from here. A module without imports.
 */
export const ERROR_STATE_MESSAGE = 'Não foi possível carregar esta página. Verifique sua conexão.';
export const RETRY_LABEL = 'Tentar novamente';

/** The offline banner (OfflineBanner). */
export const OFFLINE_MESSAGE =
  'Você está sem conexão. Os conteúdos já visitados continuam disponíveis.';

/** The new-version prompt (UpdatePrompt) and its button. */
export const UPDATE_MESSAGE = 'Nova versão disponível.';
export const UPDATE_ACTION = 'Atualizar';
