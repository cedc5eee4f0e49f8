import './privileges.css';

/**
 * Says why a privileged action is not available ("You need 15 reputation to downvote"). Visible
 * text with an id, so the control it explains points at it with `aria-describedby` and keyboard
 * and screen reader users meet it on the control itself.
 */
export function PrivilegeExplanation({ id, message }: { id: string; message: string }) {
  return (
    <span id={id} className="privilege-explanation">
      {message}
    </span>
  );
}
