export { AccessFlow, type AccessFlowProps } from './AccessFlow';
