export interface FormErrorProps {
  /** The SDK error code to show under the message, e.g. 'auth/invalid-credential'. */
  code?: string | null;
  message?: string;
}

/** The spec's failure text, 'Something went wrong', with the error code, announced at once. */
export function FormError({ code, message = 'Something went wrong' }: FormErrorProps) {
  return (
    <div className="form__error" role="alert">
      <p className="form__error-message">{message}</p>
      {code && <p className="form__error-code">{code}</p>}
    </div>
  );
}
