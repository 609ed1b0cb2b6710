export * from './theme';
export * from './components/Spinner';
export * from './components/PageProgress';
export * from './components/OfflineBanner';
export * from './components/UpdatePrompt';
export * from './components/Button';
export * from './components/Alert';
export * from './masks';
export * from './validation';
export * from './components/Field';
export * from './components/TextField';
export * from './components/TextAreaField';
export * from './components/PasswordField';
export * from './components/MaskedField';
export * from './components/Checkbox';
export * from './components/FormStatus';
export * from './components/Layout';
export * from './components/Dialog';
export * from './components/WaitingMessagesDialog';
export * from './components/PhotoPicker';
export {
  Panel,
  PanelLink,
  type HeadingLevel,
  type PanelBaseProps,
  type PanelLinkProps,
  type PanelProps,
} from './components/Panel';
export * from './components/FirstAccessPanel';
export * from './components/LoginPanel';
export * from './components/CodePanel';
export * from './components/RegistrationPanel';
export * from './components/RecoveryPanel';
export * from './components/SuccessPanel';
export * from './components/PanelSwitcher';
export * from './components/ContactForm';
export * from './components/ProfileForm';
export * from './components/AppLink';
export * from './components/Logo';
export * from './components/Avatar';
export * from './components/Header';
export * from './components/AvatarPicker';
export * from './components/DownloadableImage';
export * from './components/CampaignTile';
export * from './components/TileGrid';
export * from './components/CampaignHero';
export * from './components/ImageScroller';
export * from './components/InstructionImages';
export * from './components/ErrorState';
