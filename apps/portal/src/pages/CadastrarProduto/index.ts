export { default } from './CadastrarProdutoPage';
