import LoadingBar from 'react-top-loading-bar';

export interface UploadProgressBarProps {
  /** 0–100 while uploading; null when no upload runs. */
  progress: number | null;
}

/** The spec's upload bar: a top bar of thickness 4, plus a progress value for screen readers. */
export function UploadProgressBar({ progress }: UploadProgressBarProps) {
  if (progress === null) return null;
  const value = Math.round(progress);
  return (
    <>
      <LoadingBar progress={value} height={4} color="var(--color-accent)" shadow={false} />
      <div
        className="upload-progress"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        Uploading {value}%
      </div>
    </>
  );
}
