export { PhotoPicker, PHOTO_TIPS, type PhotoPickerProps } from './PhotoPicker';
