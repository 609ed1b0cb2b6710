export {
  PROFILE_SUCCESS,
  PROFILE_TITLE,
  ProfileForm,
  validateProfile,
  type ProfileFormProps,
  type ProfileValues,
} from './ProfileForm';
