// Shared image handling: validation, picker and resumable upload (used by several features).
export { imagePath } from './api/upload-image';
export {
  firstPictureQuota,
  nameNewProfilePicture,
  newProfilePicturePath,
} from './api/profile-picture';
export { ImagePicker } from './components/image-picker';
export { useImageUpload, type UploadFn } from './hooks/use-image-upload';
export { MAX_IMAGE_BYTES, validateImageFile } from './validate-image';
