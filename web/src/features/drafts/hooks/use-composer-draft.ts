import { isEmptyDraft } from '@queryhub/model';
import { useEffect, useRef, useState } from 'react';
import {
  deleteDraft,
  loadDraft,
  saveDraft,
  type DraftContent,
  type DraftTarget,
} from '../api/drafts';
import { createDraftSaver, type DraftSaver } from './draft-saver';

/**
 * Where the draft stands: `saving` until the server has it, `saved-offline` when the device is
 * offline (the write waits in the local cache and is sent when back online).
 */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'saved-offline' | 'failed';

export interface ComposerDraft {
  status: DraftStatus;
  /** Whether a draft is stored (the composer offers **Discard draft**). */
  hasDraft: boolean;
  /** Deletes the draft; the composer clears its form. */
  discard: () => void;
  /** The post was sent: deletes the draft and stops saving. */
  posted: () => void;
}

const EMPTY: DraftContent = { text: '', tags: [] };

function contentKey(content: DraftContent): string {
  return JSON.stringify([content.text, content.tags]);
}

/**
 * Saves a composer's content as the member's draft while they type (paced by DraftSaver) and
 * restores a stored draft when the composer opens. A stored draft fills the form only while it
 * still holds what it opened with (`opensWith`: empty, or the post being edited), so loading
 * never overwrites what the member has begun to type, and a member with no draft sees the form
 * exactly as before. Content back at `opensWith` is no draft (it is deleted). `target` null (no
 * account) does nothing.
 */
export function useComposerDraft(
  target: DraftTarget | null,
  content: DraftContent,
  restore: (stored: DraftContent) => void,
  opensWith: DraftContent = EMPTY,
): ComposerDraft {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [hasDraft, setHasDraft] = useState(false);
  // The content the store holds as far as this composer knows; null while the draft loads.
  const stored = useRef<string | null>(null);
  // Set once the post is sent: nothing is saved after that.
  const closed = useRef(false);
  const latest = useRef(content);
  const restoreRef = useRef(restore);
  const saver = useRef<DraftSaver<DraftContent> | null>(null);
  const key = contentKey(content);
  const openingKey = contentKey(opensWith);
  const { uid = '', kind = 'ask', targetId = '' } = target ?? {};

  useEffect(() => {
    latest.current = content;
    restoreRef.current = restore;
  });

  useEffect(() => {
    if (!uid || !targetId) return undefined;
    const where: DraftTarget = { uid, kind, targetId };
    let open = true;
    stored.current = null;
    closed.current = false;
    const write = (next: DraftContent) => {
      if (closed.current) return;
      stored.current = contentKey(next);
      if (isEmptyDraft(next) || contentKey(next) === openingKey) {
        setHasDraft(false);
        setStatus('idle');
        void deleteDraft(where).catch(() => undefined);
        return;
      }
      setHasDraft(true);
      setStatus(navigator.onLine ? 'saving' : 'saved-offline');
      saveDraft(where, next).then(
        () => open && setStatus('saved'),
        () => open && setStatus('failed'),
      );
    };
    const current = createDraftSaver<DraftContent>({ write });
    saver.current = current;
    void loadDraft(where)
      .catch(() => null)
      .then((found) => {
        if (!open) return;
        if (found && contentKey(latest.current) === openingKey) {
          stored.current = contentKey(found);
          setHasDraft(true);
          restoreRef.current(found);
          return;
        }
        stored.current = found ? contentKey(found) : openingKey;
        setHasDraft(found !== null);
        if (contentKey(latest.current) !== stored.current) current.change(latest.current);
      });
    return () => {
      open = false;
      // Leaving the composer keeps what was typed in its last seconds.
      current.flush();
      if (saver.current === current) saver.current = null;
    };
  }, [uid, kind, targetId, openingKey]);

  useEffect(() => {
    const current = saver.current;
    if (stored.current === null || !current) return;
    if (key === stored.current) current.cancel();
    else current.change(latest.current);
  }, [key]);

  function forget(): void {
    saver.current?.cancel();
    stored.current = openingKey;
    setHasDraft(false);
    setStatus('idle');
    if (uid && targetId) void deleteDraft({ uid, kind, targetId }).catch(() => undefined);
  }

  return {
    status,
    hasDraft,
    discard: forget,
    posted: () => {
      closed.current = true;
      forget();
    },
  };
}
