// Drafts (Users/{uid}/Drafts/{Kind}-{TargetID}): only the owner reads and writes them; the id
// names the kind and target, the fields are exact, the text is bounded like the post it drafts,
// tags follow the question rules, and the TTL field is at most 30 days (plus slack) ahead.
import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { describe, it } from 'vitest';
import {
  COLLECTIONS,
  DRAFT_TEXT_MAX_LENGTH,
  DRAFT_TTL_DAYS,
  draftExpiry,
  draftId,
  type DraftKind,
} from '@queryhub/model';
import { OTHER_USER, OWNER } from '../environment.js';
import { CATEGORY_ID, FAKE_TIME, QUESTION_ID, SUSPENDED_USER } from './fixtures.js';

const DAY_MS = 86_400_000;

/** A draft as the web app writes it (the expiry from this machine's clock). */
function draft(kind: DraftKind, targetId: string, change: fs.DocumentData = {}): fs.DocumentData {
  return {
    Kind: kind,
    TargetID: targetId,
    Text: 'Half a question',
    Tags: kind === 'ask' || kind === 'edit-question' ? ['physics'] : [],
    updatedAt: fs.serverTimestamp(),
    expireAt: fs.Timestamp.fromDate(draftExpiry(Date.now())),
    ...change,
  };
}

function withoutTags({ Tags: _omitted, ...rest }: fs.DocumentData): fs.DocumentData {
  return rest;
}

export function describeDraftRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.drafts, () => {
    const draftRef = (uid: string, id: string, db = clients.as('owner')) =>
      fs.doc(db, COLLECTIONS.users, uid, COLLECTIONS.drafts, id);

    it('a member saves, rewrites, reads, lists and discards each kind of draft', async () => {
      const targets: [DraftKind, string][] = [
        ['ask', CATEGORY_ID],
        ['answer', QUESTION_ID],
        ['edit-question', QUESTION_ID],
        ['edit-answer', 'a-gravity'],
      ];
      for (const [kind, target] of targets) {
        const ref = draftRef(OWNER, draftId(kind, target));
        await assertSucceeds(fs.setDoc(ref, draft(kind, target)));
        await assertSucceeds(fs.setDoc(ref, draft(kind, target, { Text: 'More of it' })));
        await assertSucceeds(fs.getDoc(ref));
      }
      const mine = fs.collection(clients.as('owner'), COLLECTIONS.users, OWNER, COLLECTIONS.drafts);
      await assertSucceeds(fs.getDocs(fs.query(mine, fs.limit(50))));
      await assertFails(fs.getDocs(fs.query(mine)));
      for (const [kind, target] of targets) {
        await assertSucceeds(fs.deleteDoc(draftRef(OWNER, draftId(kind, target))));
      }
    });

    it('takes the longest text of the post it drafts, and no more', async () => {
      const ask = draftRef(OWNER, draftId('ask', CATEGORY_ID));
      const max = DRAFT_TEXT_MAX_LENGTH.ask;
      await assertSucceeds(fs.setDoc(ask, draft('ask', CATEGORY_ID, { Text: 'q'.repeat(max) })));
      await assertFails(fs.setDoc(ask, draft('ask', CATEGORY_ID, { Text: 'q'.repeat(max + 1) })));
      const answer = draftRef(OWNER, draftId('answer', QUESTION_ID));
      const long = 'a'.repeat(DRAFT_TEXT_MAX_LENGTH.answer);
      await assertSucceeds(fs.setDoc(answer, draft('answer', QUESTION_ID, { Text: long })));
      await assertFails(fs.setDoc(answer, draft('answer', QUESTION_ID, { Text: `${long}a` })));
      // An empty text is a draft of tags alone.
      await assertSucceeds(fs.setDoc(ask, draft('ask', CATEGORY_ID, { Text: '' })));
    });

    const refused: [string, string, fs.DocumentData][] = [
      ['an id of another target', draftId('ask', 'other-cat'), draft('ask', CATEGORY_ID)],
      ['an id of another kind', draftId('answer', CATEGORY_ID), draft('ask', CATEGORY_ID)],
      ['an unknown kind', `note-${CATEGORY_ID}`, draft('ask', CATEGORY_ID, { Kind: 'note' })],
      ['a bad target id', 'ask-a.b', draft('ask', 'a.b')],
      ['an extra field', draftId('ask', CATEGORY_ID), draft('ask', CATEGORY_ID, { Title: 'x' })],
      ['a missing field', draftId('ask', CATEGORY_ID), withoutTags(draft('ask', CATEGORY_ID))],
      [
        'text that is not text',
        draftId('ask', CATEGORY_ID),
        draft('ask', CATEGORY_ID, { Text: 5 }),
      ],
      ['a bad tag', draftId('ask', CATEGORY_ID), draft('ask', CATEGORY_ID, { Tags: ['Bad Tag'] })],
      [
        'six tags',
        draftId('ask', CATEGORY_ID),
        draft('ask', CATEGORY_ID, { Tags: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      ],
      [
        'tags on an answer',
        draftId('answer', QUESTION_ID),
        draft('answer', QUESTION_ID, { Tags: ['physics'] }),
      ],
      [
        'a client time',
        draftId('ask', CATEGORY_ID),
        draft('ask', CATEGORY_ID, { updatedAt: FAKE_TIME }),
      ],
      [
        'an expiry beyond the TTL',
        draftId('ask', CATEGORY_ID),
        draft('ask', CATEGORY_ID, {
          expireAt: fs.Timestamp.fromMillis(Date.now() + (DRAFT_TTL_DAYS + 1) * DAY_MS),
        }),
      ],
      [
        'an expiry that is not a time',
        draftId('ask', CATEGORY_ID),
        draft('ask', CATEGORY_ID, { expireAt: Date.now() + DAY_MS }),
      ],
    ];
    for (const [name, id, data] of refused) {
      it(`a member cannot save a draft with ${name}`, async () => {
        await assertFails(fs.setDoc(draftRef(OWNER, id), data));
      });
    }

    it("nobody reads, writes, lists or discards another member's draft", async () => {
      const id = draftId('ask', CATEGORY_ID);
      await clients.writeRaw(`${COLLECTIONS.users}/${OTHER_USER}/${COLLECTIONS.drafts}/${id}`, {
        Kind: 'ask',
        TargetID: CATEGORY_ID,
        Text: 'private',
        Tags: [],
        updatedAt: FAKE_TIME,
        expireAt: FAKE_TIME,
      });
      for (const role of ['owner', 'visitor', 'admin'] as const) {
        const db = clients.as(role);
        await assertFails(fs.getDoc(draftRef(OTHER_USER, id, db)));
        await assertFails(
          fs.getDocs(
            fs.query(
              fs.collection(db, COLLECTIONS.users, OTHER_USER, COLLECTIONS.drafts),
              fs.limit(10),
            ),
          ),
        );
        await assertFails(fs.setDoc(draftRef(OTHER_USER, id, db), draft('ask', CATEGORY_ID)));
        await assertFails(fs.deleteDoc(draftRef(OTHER_USER, id, db)));
      }
    });

    it('a suspended member cannot save a draft', async () => {
      const db = clients.signedInAs(SUSPENDED_USER);
      await assertFails(
        fs.setDoc(
          draftRef(SUSPENDED_USER, draftId('ask', CATEGORY_ID), db),
          draft('ask', CATEGORY_ID),
        ),
      );
    });
  });
}
