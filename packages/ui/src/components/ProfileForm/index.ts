export {
  PROFILE_SUCCESS,
  ProfileForm,
  validateProfile,
  type ProfileFormProps,
  type ProfileValues,
} from './ProfileForm';
