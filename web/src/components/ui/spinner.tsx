export interface SpinnerProps {
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label = 'Loading', size = 'large' }: SpinnerProps) {
  return (
    <div className={`spinner spinner--${size}`} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
