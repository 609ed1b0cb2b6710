export { Header, type HeaderProps, type HeaderUser, type NavigateHandler } from './Header';
export type { MenuItem } from './menu';
export {
  noScrollPaths,
  resolveNavigation,
  rootedPath,
  sectionIdFor,
  type NavigationAction,
  type NavigationInput,
} from './navigation';
