export { Dialog, type DialogProps } from './Dialog';
