import { useEffect, useRef, useState } from 'react';
import { formFailure, type FormFailure } from '@/lib/errors';

/**
 * Runs a form's async action once at a time: `submitting` is true while it runs (so the button
 * can be disabled) and `error` holds what <FormError> shows when it failed (the SDK error code,
 * or the message itself when it tells the user when to retry) or when the page refused the input (`setError({ message })`).
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FormFailure | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit(...args: A) {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    setError(null);
    try {
      await action(...args);
    } catch (failure) {
      if (mounted.current) setError(formFailure(failure));
    } finally {
      running.current = false;
      if (mounted.current) setSubmitting(false);
    }
  }

  return { submit, submitting, error, setError };
}
