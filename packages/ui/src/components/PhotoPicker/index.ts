export { PhotoPicker, PHOTO_TIPS, type PhotoPickerProps } from './PhotoPicker';
export { UploadStatus, type PhotoUpload, type UploadStatusProps } from './UploadStatus';
export { CANCEL_UPLOAD_LABEL, PHOTO_PREPARING, photoSending } from './copy';
