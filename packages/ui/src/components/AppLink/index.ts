export {
  AppLink,
  defaultRenderLink,
  type AppLinkProps,
  type LinkProps,
  type RenderLink,
} from './AppLink';
