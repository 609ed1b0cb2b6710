export { AvatarFlow, type AvatarFlowProps } from './AvatarFlow';
