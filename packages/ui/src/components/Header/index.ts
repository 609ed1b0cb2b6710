export { Header, type HeaderProps, type HeaderUser, type NavigateHandler } from './Header';
export { campaignHowToItems, defaultMenuItems, type MenuItem } from './menu';
export {
  noScrollPaths,
  resolveNavigation,
  rootedPath,
  sectionIdFor,
  type NavigationAction,
  type NavigationInput,
} from './navigation';
