export {
  BackToLogin,
  Panel,
  PanelLink,
  type BackToLoginProps,
  type HeadingLevel,
  type PanelBaseProps,
  type PanelLinkProps,
  type PanelProps,
} from './Panel';
export { Actions, FormStack, LinkRow, TextButton, type LinkLook } from './Panel.styles';
