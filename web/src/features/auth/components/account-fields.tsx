import { TextField } from '@/components/ui';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The account forms' "E-Mail" field. */
export function EmailField({ value, onChange, maxLength }: FieldProps & { maxLength?: number }) {
  return (
    <TextField
      label="E-Mail"
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export interface PasswordFieldProps extends FieldProps {
  label: string;
  name: string;
  /** 'current-password' to sign in, 'new-password' to choose one. */
  autoComplete: 'current-password' | 'new-password';
}

/** The account forms' password field (sign in, register, a new password). */
export function PasswordField({ label, name, autoComplete, value, onChange }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
