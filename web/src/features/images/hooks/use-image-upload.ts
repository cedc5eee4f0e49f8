import { useCallback, useState } from 'react';
import { uploadImage } from '../api/upload-image';

/** Uploads a file to a Storage path its document already names. */
export type UploadFn = (path: string, file: File) => Promise<void>;

export interface ImageUpload {
  /** 0–100 while an upload runs, null otherwise: feed it to <UploadProgressBar>. */
  progress: number | null;
  /** Uploads `file` to the Storage `path` (named by its document beforehand). */
  upload: UploadFn;
}

export function useImageUpload(): ImageUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(async (path: string, file: File) => {
    setProgress(0);
    try {
      await uploadImage(path, file, setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, upload };
}
