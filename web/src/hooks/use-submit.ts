import { useEffect, useRef, useState } from 'react';

/** 'Something went wrong', plus the service's error code when it has one (e.g. 'permission-denied'). */
export function describeError(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code ? `Something went wrong: ${code}` : 'Something went wrong';
}

/**
 * Runs a form's async action once at a time: `submitting` is true while it runs (so the button
 * can be disabled) and `error` holds a readable message when it failed.
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      if (mounted.current) setError(describeError(failure));
    } finally {
      running.current = false;
      if (mounted.current) setSubmitting(false);
    }
  }

  return { submit, submitting, error, setError };
}
