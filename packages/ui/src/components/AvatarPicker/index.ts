export { AvatarPicker, type AvatarPickerProps } from './AvatarPicker';
export {
  AVATAR_OPTIONS_MAX,
  avatarOptionsOf,
  avatarStatus,
  avatarStatusText,
  type AvatarStatus,
} from './avatarStatus';
