import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

export interface FieldProps {
  label: string;
  hint?: string;
}

/**
 * A labelled control with its optional hint; the control is made knowing its id and the hint's
 * (TextField, TextAreaField, and the fields that need their own control: a file, @-mentions).
 */
export function Field({
  field: { label, hint, id, className },
  children: control,
}: {
  field: FieldProps & { id?: string; className?: string };
  children: (controlId: string, hintId: string | undefined) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {control(controlId, hintId)}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, hint, id, className, ...input }: TextFieldProps) {
  return (
    <Field field={{ label, hint, id, className }}>
      {(inputId, hintId) => (
        <input id={inputId} className="field__input" aria-describedby={hintId} {...input} />
      )}
    </Field>
  );
}

export type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, hint, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field field={{ label, hint, id, className }}>
      {(inputId, hintId) => (
        <textarea
          id={inputId}
          className="field__input field__input--multiline"
          aria-describedby={hintId}
          {...textarea}
        />
      )}
    </Field>
  );
}
