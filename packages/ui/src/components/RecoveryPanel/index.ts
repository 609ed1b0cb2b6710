export {
  RecoveryPanel,
  validateRecovery,
  type RecoveryPanelProps,
  type RecoveryStep,
  type RecoveryValues,
} from './RecoveryPanel';
