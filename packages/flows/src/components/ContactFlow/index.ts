export { ContactFlow, type ContactFlowProps } from './ContactFlow';
