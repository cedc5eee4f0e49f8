import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { describe, it } from 'vitest';
import {
  COLLECTIONS,
  docPath,
  EDIT_GAP_SECONDS,
  EDIT_STAMP,
  POST_KINDS,
  POST_TEXT_FIELDS,
  postCollection,
  TEXT_LIMITS,
  type PostCollectionName,
} from '@queryhub/model';
import { OTHER_USER, OWNER, ROLE_UIDS, type Role } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, REVISION_ID, newAnswer, newQuestion } from './fixtures.js';
import { stampedEdit } from './roles.js';

export function describeEditRules(clients: FirestoreClients): void {
  /** A fresh post by OWNER, created through the rules as the app does. */
  async function ownPost(kind: PostCollectionName): Promise<string> {
    const id = uniqueId(kind === COLLECTIONS.questions ? 'q-edit' : 'a-edit');
    const data = kind === COLLECTIONS.questions ? newQuestion(OWNER, id) : newAnswer(OWNER, id);
    await assertSucceeds(clients.post('owner', kind, id, data));
    return id;
  }

  /**
   * An edit as the app sends it: the change and the `Edits` stamp in one batch, the role's
   * earlier stamps cleared first (rules off) so cases do not wait out the gap. A visitor has no
   * stamp to write and sends the change alone.
   */
  async function edit(
    role: Role,
    kind: PostCollectionName,
    id: string,
    change: fs.DocumentData,
  ): Promise<void> {
    if (role === 'visitor') {
      await fs.updateDoc(fs.doc(clients.as(role), kind, id), change);
      return;
    }
    const uid = ROLE_UIDS[role];
    await clients.writeRaw(docPath('rateLimits', uid), undefined);
    await stampedEdit(clients.as(role), uid, kind, id, change);
  }

  const longAgo = () => fs.Timestamp.fromMillis(Date.now() - 10 * 60 * 1000);

  for (const postKind of POST_KINDS) {
    const kind = postCollection(postKind);
    const field = POST_TEXT_FIELDS[postKind];
    describe(`editing ${kind}`, () => {
      it(`owner edits the text of their own post, in Markdown`, async () => {
        const id = await ownPost(kind);
        await assertSucceeds(
          edit('owner', kind, id, {
            [field]: 'Edited with `code`:\n\n```js\nlet x = 1;\n```',
          }),
        );
      });

      it(`owner edits up to ${TEXT_LIMITS[postKind].max} characters`, async () => {
        const id = await ownPost(kind);
        await assertSucceeds(
          edit('owner', kind, id, { [field]: 'e'.repeat(TEXT_LIMITS[postKind].max) }),
        );
      });

      const refusedChanges: [string, (id: string) => fs.DocumentData][] = [
        ['an empty text', () => ({ [field]: '' })],
        ['a text of spaces only', () => ({ [field]: '   \n ' })],
        ['a text over the limit', () => ({ [field]: 'e'.repeat(TEXT_LIMITS[postKind].max + 1) })],
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
          await assertFails(edit('owner', kind, id, change(id)));
        });
      }

      const strangers: Role[] = ['visitor', 'user', 'otherUser', 'admin'];
      for (const role of strangers) {
        it(`${role} cannot edit someone else's post`, async () => {
          const id = await ownPost(kind);
          await assertFails(edit(role, kind, id, { [field]: 'Hijacked text' }));
        });
      }

      it('nobody edits a post whose author deleted the account (uid cleared)', async () => {
        const id = await ownPost(kind);
        await clients.asRulesOff((db) => fs.updateDoc(fs.doc(db, kind, id), { uid: '' }));
        await assertFails(edit('owner', kind, id, { [field]: 'Mine?' }));
      });

      it('an edit needs the Edits stamp naming this post, in the same batch', async () => {
        const id = await ownPost(kind);
        const db = clients.as('owner');
        await clients.writeRaw(docPath('rateLimits', OWNER), undefined);
        await assertFails(fs.updateDoc(fs.doc(db, kind, id), { [field]: 'Without a stamp' }));
        await assertFails(stampedEdit(db, OWNER, kind, 'some-other-post', { [field]: 'x' }));
        const other = await ownPost(kind);
        await clients.writeRaw(docPath('rateLimits', OWNER), undefined);
        const batch = fs.writeBatch(db);
        batch.set(
          fs.doc(db, COLLECTIONS.rateLimits, OWNER),
          { [EDIT_STAMP]: { at: fs.serverTimestamp(), id: other } },
          { merge: true },
        );
        batch.update(fs.doc(db, kind, id), { [field]: 'Stamp names another post' });
        await assertFails(batch.commit());
      });

      it(`a second edit within ${EDIT_GAP_SECONDS} s is refused, one after the gap passes`, async () => {
        const id = await ownPost(kind);
        const db = clients.as('owner');
        await clients.writeRaw(docPath('rateLimits', OWNER), undefined);
        await assertSucceeds(stampedEdit(db, OWNER, kind, id, { [field]: 'First edit' }));
        await assertFails(stampedEdit(db, OWNER, kind, id, { [field]: 'Second edit, too soon' }));
        await clients.writeRaw(docPath('rateLimits', OWNER), {
          [EDIT_STAMP]: { at: longAgo(), id },
        });
        await assertSucceeds(stampedEdit(db, OWNER, kind, id, { [field]: 'Second edit, later' }));
      });

      it('an edit stamp does not use up the post stamps, nor a post stamp the edit one', async () => {
        const id = await ownPost(kind);
        // ownPost left the post's own stamp fresh: the edit is still accepted.
        await assertSucceeds(
          stampedEdit(clients.as('owner'), OWNER, kind, id, { [field]: 'Typo fixed at once' }),
        );
      });

      it('a deleted account (tombstone) or an anonymous session cannot edit', async () => {
        const uid = uniqueId('deleted');
        const id = uniqueId('p');
        const data = kind === COLLECTIONS.questions ? newQuestion(uid, id) : newAnswer(uid, id);
        await clients.writeRaw(`${kind}/${id}`, data);
        const anonymous = clients.signedInAs(uid, {
          firebase: { sign_in_provider: 'anonymous', identities: {} },
        });
        await assertFails(stampedEdit(anonymous, uid, kind, id, { [field]: 'Anonymous' }));
        const db = clients.signedInAs(uid);
        await assertSucceeds(stampedEdit(db, uid, kind, id, { [field]: 'Still a member' }));
        await clients.writeRaw(docPath('rateLimits', uid), undefined);
        await clients.writeRaw(docPath('deletedAccounts', uid), { deletedAt: FAKE_TIME });
        await assertFails(stampedEdit(db, uid, kind, id, { [field]: 'After deletion' }));
      });
    });
  }

  describe(COLLECTIONS.revisions, () => {
    const readers: Role[] = ['visitor', 'user', 'owner', 'admin'];
    for (const role of readers) {
      it(`${role} reads a revision and a post's history`, async () => {
        const db = clients.as(role);
        await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.revisions, REVISION_ID)));
        await assertSucceeds(
          listDocs(
            db,
            COLLECTIONS.revisions,
            fs.where('Post', '==', docPath('questions', 'q-gravity')),
            fs.orderBy('date', 'desc'),
            fs.limit(10),
          ),
        );
      });
    }

    it('a history query without a limit, or above 50, is refused', async () => {
      const history = (db = clients.as('visitor')) =>
        fs.query(
          fs.collection(db, COLLECTIONS.revisions),
          fs.where('Post', '==', docPath('questions', 'q-gravity')),
          fs.orderBy('date', 'desc'),
        );
      await assertFails(fs.getDocs(history()));
      await assertFails(fs.getDocs(fs.query(history(), fs.limit(51))));
      await assertSucceeds(fs.getDocs(fs.query(history(), fs.limit(50))));
    });

    it('owner cannot write a revision of their own post', async () => {
      await assertFails(
        fs.setDoc(fs.doc(clients.as('owner'), COLLECTIONS.revisions, uniqueId('rev')), {
          Post: docPath('questions', 'q-gravity'),
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
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.revisions, REVISION_ID), {
          Before: 'clean',
        }),
      );
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.revisions, REVISION_ID)),
      );
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('admin'), COLLECTIONS.revisions, REVISION_ID)),
      );
    });
  });
}
