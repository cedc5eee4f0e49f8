import { useRef, type ChangeEvent } from 'react';
import { Field, useDialog } from '@/components/ui';
import { IMAGE_ACCEPT, validateImageFile } from '../validate-image';

export interface ImagePickerProps {
  label: string;
  /** The chosen valid file, or null when cleared or refused. */
  onChange: (file: File | null) => void;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A file input for png/jpg/jpeg ≤ 10 MB. An invalid choice shows the spec's alert and the
 * input is cleared, so the form never submits a refused file.
 */
export function ImagePicker({ label, onChange, disabled, required }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const dialog = useDialog();

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      onChange(null);
      return;
    }
    const check = validateImageFile(file);
    if (check.ok) {
      onChange(file);
      return;
    }
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    void dialog.alert({
      title: check.message,
      text: 'Please choose a PNG, JPG or JPEG image of at most 10 MB.',
    });
  }

  return (
    <Field field={{ label, hint: 'PNG, JPG or JPEG, up to 10 MB.' }}>
      {(inputId, hintId) => (
        <input
          ref={inputRef}
          id={inputId}
          className="field__file"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={hintId}
          onChange={onFileChange}
          disabled={disabled}
          required={required}
        />
      )}
    </Field>
  );
}
