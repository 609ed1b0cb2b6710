/**
 * Route path -> page module folder (src/pages/<Page>). Pure data: the router builds its lazy
 * routes from it and the budgets script measures each page's first load from it.
 */
export const routePages = {
  '/': 'Landing',
  '/home': 'Home',
  '/pre-login': 'PreLogin',
  '/regulamento': 'Regulamento',
  '/fale-conosco': 'FaleConosco',
  '/campanha/:campanha': 'Campaign',
  '/como-participar/:campanha': 'HowTo',
  '/meu-perfil': 'MeuPerfil',
  '/cadastrar-produto': 'CadastrarProduto',
  '*': 'NotFound',
} as const;

export type RoutePath = keyof typeof routePages;
export type PageName = (typeof routePages)[RoutePath];
