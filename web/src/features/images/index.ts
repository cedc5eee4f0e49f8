// Shared image handling: validation, picker and resumable upload (used by several features).
export { imagePath, newImageId, uploadImage, type ImageFolder } from './api/upload-image';
export {
  firstPictureQuota,
  nameNewProfilePicture,
  newProfilePicturePath,
} from './api/profile-picture';
export { ImagePicker, type ImagePickerProps } from './components/image-picker';
export { useImageUpload, type ImageUpload, type UploadFn } from './hooks/use-image-upload';
export { IMAGE_ACCEPT, MAX_IMAGE_BYTES, validateImageFile } from './validate-image';
