import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { releaseHeldEvents, replayHeldEvents, syncTypedText } from './early-events';

/**
 * The longest the app keeps holding input after it is live while the sign-in state is still
 * unknown (the Auth SDK loads after the first paint); then visitors' rules apply.
 */
const AUTH_WAIT_MS = 5000;

function release() {
  const root = document.getElementById('root');
  const held = releaseHeldEvents();
  if (!root) return;
  syncTypedText(root);
  replayHeldEvents(held, root);
}

/**
 * Ends the boot script's input hold once the page is live (this effect runs after hydration)
 * and the sign-in state is known, so a held click acts as the reader it came from: a signed-in
 * reader's early Upvote votes instead of asking them to log in. Renders nothing.
 */
export function EarlyEventReplay() {
  const { user } = useAuth();
  const known = user !== undefined;
  useEffect(() => {
    // After the rest of the tree's effects (dialogs, listeners) have run.
    const timer = setTimeout(release, known ? 0 : AUTH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [known]);
  return null;
}
