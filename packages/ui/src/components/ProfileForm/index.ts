export {
  PROFILE_TITLE,
  ProfileForm,
  validateProfile,
  type ProfileFormProps,
  type ProfileValues,
} from './ProfileForm';
