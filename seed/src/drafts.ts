// A demo draft: Bruno Costa has begun a question in Gardening and not sent it, so signing in as
// Bruno and opening ASK QUESTIONS there restores its text and tags (docs/demo-data.md). Written
// through Bruno's own session, as the ask form writes it (the rules check every field).
import { COLLECTIONS, draftExpiry, draftId } from '@queryhub/model';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { sessionOf, type Sessions } from './accounts.js';
import type { DemoUserKey } from './users.js';

export const DEMO_DRAFT = {
  user: 'bruno',
  categoryId: 'gardening',
  text: 'My tomato seedlings grow tall and thin on the windowsill. Is it too little light, or',
  tags: ['tomatoes', 'seedlings'],
} as const satisfies {
  user: DemoUserKey;
  categoryId: string;
  text: string;
  tags: readonly string[];
};

export async function writeDemoDraft(sessions: Sessions): Promise<void> {
  const session = sessionOf(sessions, DEMO_DRAFT.user);
  const id = draftId('ask', DEMO_DRAFT.categoryId);
  await setDoc(doc(session.db, COLLECTIONS.users, session.uid, COLLECTIONS.drafts, id), {
    Kind: 'ask',
    TargetID: DEMO_DRAFT.categoryId,
    Text: DEMO_DRAFT.text,
    Tags: [...DEMO_DRAFT.tags],
    updatedAt: serverTimestamp(),
    // The demo export is made once: the draft is offered for DRAFT_TTL_DAYS after `npm run seed`.
    expireAt: draftExpiry(Date.now()),
  });
}
