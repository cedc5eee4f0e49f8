export { AlertDialog, type AlertDialogProps } from './alert-dialog';
export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button';
export { Card } from './card';
export {
  useDialog,
  type AlertOptions,
  type ConfirmOptions,
  type DialogApi,
} from './dialog-context';
export { DialogProvider } from './dialog-provider';
export { EmptyState } from './empty-state';
export { FormError, type FormErrorProps } from './form-error';
export { ResponsiveImage, type ImageVariants } from './responsive-image';
export { Section, type SectionProps } from './section';
export { Spinner } from './spinner';
export { Field, TextAreaField, TextField, type FieldProps } from './text-field';
export { UploadProgressBar } from './upload-progress-bar';
