export { LINE_ICONS, LineIcon, type LineIconProps } from './LineIcon';
