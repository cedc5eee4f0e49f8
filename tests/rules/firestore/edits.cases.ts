import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, freshId, type Role } from '../support/env.js';
import { FAKE_TIME, REVISION_ID, newAnswer, newQuestion } from './fixtures.js';
import type { FirestoreClients } from './roles.js';

type Kind = 'Questions' | 'Answers';

const TEXT_FIELD: Record<Kind, 'Question' | 'Answer'> = {
  Questions: 'Question',
  Answers: 'Answer',
};
const MAX_LENGTH: Record<Kind, number> = { Questions: 1000, Answers: 10000 };

export function describeEditRules(clients: FirestoreClients): void {
  /** A fresh post by OWNER, created through the rules as the app does. */
  async function ownPost(kind: Kind): Promise<string> {
    const id = freshId(kind === 'Questions' ? 'q-edit' : 'a-edit');
    const data = kind === 'Questions' ? newQuestion(OWNER, id) : newAnswer(OWNER, id);
    await assertSucceeds(setDoc(doc(clients.as('owner'), kind, id), data));
    return id;
  }

  for (const kind of ['Questions', 'Answers'] as const) {
    const field = TEXT_FIELD[kind];
    describe(`editing ${kind}`, () => {
      it(`owner edits the text of their own post, in Markdown`, async () => {
        const id = await ownPost(kind);
        await assertSucceeds(
          updateDoc(doc(clients.as('owner'), kind, id), {
            [field]: 'Edited with `code`:\n\n```js\nlet x = 1;\n```',
          }),
        );
      });

      it(`owner edits up to ${MAX_LENGTH[kind]} characters`, async () => {
        const id = await ownPost(kind);
        await assertSucceeds(
          updateDoc(doc(clients.as('owner'), kind, id), { [field]: 'e'.repeat(MAX_LENGTH[kind]) }),
        );
      });

      const refusedChanges: [string, (id: string) => DocumentData][] = [
        ['an empty text', () => ({ [field]: '' })],
        ['a text of spaces only', () => ({ [field]: '   \n ' })],
        ['a text over the limit', () => ({ [field]: 'e'.repeat(MAX_LENGTH[kind] + 1) })],
        ['a text that is not a string', () => ({ [field]: 42 })],
        ['the text and forged Keywords', () => ({ [field]: 'New text', Keywords: ['spam'] })],
        ['the text and forged Html', () => ({ [field]: 'New', Html: '<script>x()</script>' })],
        ['the text and a forged EditedAt', () => ({ [field]: 'New text', EditedAt: FAKE_TIME })],
        ['Html alone', () => ({ Html: '<img src=x onerror=alert(1)>' })],
        ['the uid', () => ({ uid: OTHER_USER })],
        ['the date', () => ({ date: FAKE_TIME })],
        ['the category', () => ({ CatID: 'cat-other' })],
        ['a new field', () => ({ Note: 'x' })],
        // A post names its one upload when it is created (storage.rules admits only that one).
        [
          'the screenshot',
          (id) => ({ [`${field}ScreenShot`]: `${field}'s_Screenshot/${OWNER}/${id}` }),
        ],
      ];
      for (const [what, change] of refusedChanges) {
        it(`owner cannot change ${what}`, async () => {
          const id = await ownPost(kind);
          await assertFails(updateDoc(doc(clients.as('owner'), kind, id), change(id)));
        });
      }

      const strangers: Role[] = ['visitor', 'user', 'otherUser', 'admin'];
      for (const role of strangers) {
        it(`${role} cannot edit someone else's post`, async () => {
          const id = await ownPost(kind);
          await assertFails(
            updateDoc(doc(clients.as(role), kind, id), { [field]: 'Hijacked text' }),
          );
        });
      }

      it('nobody edits a post whose author deleted the account (uid cleared)', async () => {
        const id = await ownPost(kind);
        await clients.asRulesOff((db) => updateDoc(doc(db, kind, id), { uid: '' }));
        await assertFails(updateDoc(doc(clients.as('owner'), kind, id), { [field]: 'Mine?' }));
      });
    });
  }

  describe('Revisions', () => {
    const readers: Role[] = ['visitor', 'user', 'owner', 'admin'];
    for (const role of readers) {
      it(`${role} reads a revision and a post's history`, async () => {
        const db = clients.as(role);
        await assertSucceeds(getDoc(doc(db, 'Revisions', REVISION_ID)));
        await assertSucceeds(
          getDocs(
            query(
              collection(db, 'Revisions'),
              where('Post', '==', 'Questions/q-gravity'),
              orderBy('date', 'desc'),
            ),
          ),
        );
      });
    }

    it('owner cannot write a revision of their own post', async () => {
      await assertFails(
        setDoc(doc(clients.as('owner'), 'Revisions', freshId('rev')), {
          Post: 'Questions/q-gravity',
          PostID: 'q-gravity',
          Kind: 'question',
          uid: OWNER,
          UserName: 'owner',
          Before: 'a',
          After: 'b',
          date: FAKE_TIME,
        }),
      );
    });

    it('owner cannot rewrite or delete history', async () => {
      await assertFails(
        updateDoc(doc(clients.as('owner'), 'Revisions', REVISION_ID), { Before: 'clean' }),
      );
      await assertFails(deleteDoc(doc(clients.as('owner'), 'Revisions', REVISION_ID)));
      await assertFails(deleteDoc(doc(clients.as('admin'), 'Revisions', REVISION_ID)));
    });
  });
}
