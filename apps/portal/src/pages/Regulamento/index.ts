export { default } from './RegulamentoPage';
