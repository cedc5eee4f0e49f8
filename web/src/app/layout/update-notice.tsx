import { useEffect, useState } from 'react';
import { onServiceWorkerUpdate, type ApplyUpdate } from '../service-worker';

/** Offers the new version when a new service worker waits; nothing reloads by surprise. */
export function UpdateNotice() {
  const [apply, setApply] = useState<ApplyUpdate | null>(null);
  useEffect(() => onServiceWorkerUpdate((update) => setApply(() => update)), []);
  if (!apply) return null;
  return (
    <div className="update-notice" role="status">
      <span>A new version of QueryHub is available.</span>
      <button type="button" className="btn btn--primary" onClick={() => void apply()}>
        Reload
      </button>
    </div>
  );
}
