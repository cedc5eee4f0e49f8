// The member's drafts, `Users/{uid}/Drafts/{Kind}-{TargetID}` (owner only; firestore.rules).
// The app's Firestore has a persistent local cache, so a save made offline is kept on this
// device and sent when the connection is back, and a read offline answers from the cache.
import {
  COLLECTIONS,
  draftExpiry,
  draftHasTags,
  draftId,
  isLiveDraft,
  readDraftDoc,
  type DraftKind,
} from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';

/** One composer's draft: whose it is and what it is about. */
export interface DraftTarget {
  uid: string;
  kind: DraftKind;
  targetId: string;
}

/** What a draft holds: the text as typed and the chosen tags. */
export interface DraftContent {
  text: string;
  tags: readonly string[];
}

async function draftRef({ uid, kind, targetId }: DraftTarget) {
  const { db, sdk } = await loadFirestore();
  return {
    sdk,
    ref: sdk.doc(db, COLLECTIONS.users, uid, COLLECTIONS.drafts, draftId(kind, targetId)),
  };
}

/** The stored draft, or null when there is none or it has expired (the emulator never expires). */
export async function loadDraft(target: DraftTarget): Promise<DraftContent | null> {
  const { sdk, ref } = await draftRef(target);
  const snapshot = await sdk.getDoc(ref);
  if (!snapshot.exists()) return null;
  const draft = readDraftDoc(snapshot.data());
  if (!isLiveDraft(draft, Date.now())) return null;
  return { text: draft.Text, tags: draftHasTags(target.kind) ? draft.Tags : [] };
}

/**
 * Writes the draft. The promise settles when the server has it; the write is in the local
 * cache (and survives a reload) before that.
 */
export async function saveDraft(target: DraftTarget, content: DraftContent): Promise<void> {
  const { sdk, ref } = await draftRef(target);
  await sdk.setDoc(ref, {
    Kind: target.kind,
    TargetID: target.targetId,
    Text: content.text,
    Tags: draftHasTags(target.kind) ? content.tags : [],
    updatedAt: sdk.serverTimestamp(),
    expireAt: draftExpiry(Date.now()),
  });
}

export async function deleteDraft(target: DraftTarget): Promise<void> {
  const { sdk, ref } = await draftRef(target);
  await sdk.deleteDoc(ref);
}
