import { useEffect } from 'react';
import { releaseHeldEvents, replayHeldEvents, syncTypedText } from './early-events';

function release() {
  const root = document.getElementById('root');
  const held = releaseHeldEvents();
  if (!root) return;
  syncTypedText(root);
  replayHeldEvents(held, root);
}

/**
 * Ends the boot script's input hold once the page is live: this effect runs right after
 * hydration, while the page still shows what the server rendered, so every held target is still
 * the element that was clicked. Controls whose effect depends on the sign-in state wait for it
 * themselves (LoginGatedLink, VoteControls). Renders nothing.
 */
export function EarlyEventReplay() {
  useEffect(() => {
    // After the rest of the tree's effects (dialogs, listeners) have run.
    const timer = setTimeout(release, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
