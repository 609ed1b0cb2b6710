export { default } from './MeuPerfilPage';
