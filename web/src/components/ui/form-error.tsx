import { authErrorSentence, isAuthErrorCode } from '@queryhub/model';
import type { FormFailure } from '@/lib/errors';

export type FormErrorProps = FormFailure;

/**
 * The spec's failure text, 'Something went wrong', with the error code, announced at once; a
 * sign-in or account failure says why in words instead of its `auth/…` code.
 */
export function FormError({ code, message = 'Something went wrong', detail }: FormErrorProps) {
  const sentence = detail ?? (isAuthErrorCode(code) ? authErrorSentence(code) : null);
  return (
    <div className="form__error" role="alert">
      <p className="form__error-message">{message}</p>
      {sentence ? (
        <p className="form__error-detail">{sentence}</p>
      ) : (
        code && <p className="form__error-code">{code}</p>
      )}
    </div>
  );
}
