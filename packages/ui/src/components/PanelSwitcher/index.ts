export { PanelSwitcher, type PanelSwitcherProps } from './PanelSwitcher';
