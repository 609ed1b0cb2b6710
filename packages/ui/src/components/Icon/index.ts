export { LineIcon, type LineIconProps } from './LineIcon';
