export {
  FirstAccessPanel,
  validateFirstAccess,
  type FirstAccessPanelProps,
  type FirstAccessValues,
} from './FirstAccessPanel';
