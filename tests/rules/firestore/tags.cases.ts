// Tags on questions: their shape and count on create and on the author's edit,
// others' tag edits behind the editOthersTags privilege, the public Tags counts, and the
// members' FollowedTags / FollowedCategories documents.
import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { describe, it } from 'vitest';
import { COLLECTIONS, docPath, privilegeThreshold } from '@queryhub/model';
import { uniqueId } from '@queryhub/testkit';
import { OTHER_USER, OWNER } from '../environment.js';
import { CATEGORY_ID, FAKE_TIME, newQuestion } from './fixtures.js';
import { stampedEdit } from './roles.js';

const TAG_EDITOR_REPUTATION = privilegeThreshold('editOthersTags', 'young');

export function describeTagRules(clients: FirestoreClients): void {
  function ask(tags: unknown): Promise<void> {
    const id = uniqueId('q-tags');
    return clients.post('owner', COLLECTIONS.questions, id, {
      ...newQuestion(OWNER, id),
      Tags: tags,
    });
  }

  async function ownQuestion(): Promise<string> {
    const id = uniqueId('q-tagged');
    await assertSucceeds(clients.post('owner', COLLECTIONS.questions, id, newQuestion(OWNER, id)));
    return id;
  }

  /** An edit as the app sends it, by `uid`, with its Edits stamp (earlier stamps cleared). */
  async function editAs(uid: string, id: string, change: fs.DocumentData): Promise<void> {
    await clients.writeRaw(docPath('rateLimits', uid), undefined);
    await stampedEdit(clients.signedInAs(uid), uid, COLLECTIONS.questions, id, change);
  }

  describe('question tags', () => {
    it('owner asks with no tag, one tag and five', async () => {
      await assertSucceeds(ask([]));
      await assertSucceeds(ask(['css']));
      await assertSucceeds(ask(['c++', 'c#', 'node.js', 'vue-3', 'x'.repeat(35)]));
    });

    const refused: [string, unknown][] = [
      ['six tags', ['a', 'b', 'c', 'd', 'e', 'f']],
      ['an uppercase tag', ['CSS']],
      ['a tag with a space', ['two words']],
      ['a tag of 36 characters', ['x'.repeat(36)]],
      ['an empty tag', ['']],
      ['a tag with a slash', ['a/b']],
      ['markup as a tag', ['<b>']],
      ['a repeated tag', ['css', 'css']],
      // A bad tag in each position: the rules check every index.
      ['a bad second tag', ['css', 'CSS']],
      ['a bad third tag', ['a', 'b', 'C']],
      ['a bad fourth tag', ['a', 'b', 'c', 'd e']],
      ['a bad fifth tag', ['a', 'b', 'c', 'd', 'x'.repeat(36)]],
      ['a number as a tag', [5]],
      ['tags as a string', 'css'],
      ['tags as a map', { 0: 'css' }],
    ];
    for (const [name, tags] of refused) {
      it(`owner cannot ask with ${name}`, async () => {
        await assertFails(ask(tags));
      });
    }

    it('owner asks without the Tags field (no tags), but not with an unknown field', async () => {
      const id = uniqueId('q-untagged');
      const { Tags: _omitted, ...rest } = newQuestion(OWNER, id);
      await assertSucceeds(clients.post('owner', COLLECTIONS.questions, id, rest));
      const other = uniqueId('q-untagged');
      const { Tags: _none, ...untagged } = newQuestion(OWNER, other);
      await assertFails(
        clients.post('owner', COLLECTIONS.questions, other, { ...untagged, Labels: ['css'] }),
      );
    });

    it('owner edits the tags, alone or with the text, down to none and back', async () => {
      const id = await ownQuestion();
      await assertSucceeds(editAs(OWNER, id, { Tags: ['tulips', 'spring'] }));
      await assertSucceeds(editAs(OWNER, id, { Tags: ['tulips'], Question: 'How deep, really?' }));
      await assertSucceeds(editAs(OWNER, id, { Tags: [] }));
      await assertSucceeds(editAs(OWNER, id, { Tags: ['bulbs'] }));
    });

    it('owner tags a question that was asked without the Tags field', async () => {
      const id = uniqueId('q-untagged');
      const { Tags: _omitted, ...rest } = newQuestion(OWNER, id);
      await assertSucceeds(clients.post('owner', COLLECTIONS.questions, id, rest));
      await assertFails(editAs(OWNER, id, { Tags: ['Bulbs'] }));
      await assertSucceeds(editAs(OWNER, id, { Tags: ['bulbs'] }));
    });

    it('owner cannot edit the tags into a bad list, or without the Edits stamp', async () => {
      const id = await ownQuestion();
      await assertFails(editAs(OWNER, id, { Tags: ['a', 'a'] }));
      await assertFails(editAs(OWNER, id, { Tags: 'tulips' }));
      await assertFails(editAs(OWNER, id, { Tags: null }));
      await assertFails(editAs(OWNER, id, { Tags: ['a', 'b', 'c', 'd', 'e', 'f'] }));
      await assertFails(editAs(OWNER, id, { Tags: ['Tulips'] }));
      await assertFails(editAs(OWNER, id, { Tags: ['tulips'], date: FAKE_TIME }));
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, id), { Tags: ['spring'] }),
      );
    });

    it("a member without the privilege cannot change others' tags", async () => {
      const id = await ownQuestion();
      const uid = uniqueId('novice');
      await clients.writeRaw(docPath('profiles', uid), {
        uid,
        Reputation: TAG_EDITOR_REPUTATION - 1,
      });
      await assertFails(editAs(uid, id, { Tags: ['retagged'] }));
      // A member without any public profile yet counts as 0 reputation.
      await assertFails(editAs(uniqueId('newcomer'), id, { Tags: ['retagged'] }));
    });

    it("a member with the editOthersTags privilege changes others' tags, and nothing else", async () => {
      const id = await ownQuestion();
      const uid = uniqueId('tagger');
      await clients.writeRaw(docPath('profiles', uid), { uid, Reputation: TAG_EDITOR_REPUTATION });
      await assertSucceeds(editAs(uid, id, { Tags: ['retagged', 'bulbs'] }));
      await assertFails(editAs(uid, id, { Tags: ['retagged'], Question: 'Hijacked text' }));
      await assertFails(editAs(uid, id, { Tags: ['Retagged'] }));
      await assertFails(editAs(uid, id, { Tags: ['a', 'b', 'c', 'd', 'e', 'f'] }));
      // Removing every tag is an edit too.
      await assertSucceeds(editAs(uid, id, { Tags: [] }));
    });
  });

  describe(COLLECTIONS.tags, () => {
    it('everyone reads tag counts, a page at a time', async () => {
      await clients.writeRaw(docPath('tags', 'physics'), {
        QuestionCount: 2,
        UpdatedAt: FAKE_TIME,
      });
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.tags, 'physics')));
      await assertSucceeds(listDocs(clients.as('visitor'), COLLECTIONS.tags, fs.limit(10)));
      await assertFails(listDocs(clients.as('visitor'), COLLECTIONS.tags));
    });

    it('no client writes a tag count', async () => {
      const db = clients.as('owner');
      await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.tags, 'forged'), { QuestionCount: 99 }));
      await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.tags, 'physics'), { QuestionCount: 99 }));
      await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.tags, 'physics')));
    });
  });

  describe('followed tags and categories', () => {
    const followedTag = (uid: string, tag: string) =>
      fs.doc(clients.as('owner'), COLLECTIONS.users, uid, COLLECTIONS.followedTags, tag);
    const followedCategory = (uid: string, id: string) =>
      fs.doc(clients.as('owner'), COLLECTIONS.users, uid, COLLECTIONS.followedCategories, id);

    it('a member follows a tag, reads and lists their follows, and unfollows', async () => {
      const ref = followedTag(OWNER, 'c#');
      await assertSucceeds(fs.setDoc(ref, { Tag: 'c#', date: fs.serverTimestamp() }));
      await assertSucceeds(fs.getDoc(ref));
      const mine = fs.collection(
        clients.as('owner'),
        COLLECTIONS.users,
        OWNER,
        COLLECTIONS.followedTags,
      );
      await assertSucceeds(fs.getDocs(fs.query(mine, fs.limit(50))));
      await assertFails(fs.getDocs(fs.query(mine, fs.limit(51))));
      await assertSucceeds(fs.deleteDoc(ref));
    });

    const badTagFollows: [string, string, fs.DocumentData][] = [
      ['another tag than its id', 'css', { Tag: 'html', date: fs.serverTimestamp() }],
      ['a bad tag', 'CSS', { Tag: 'CSS', date: fs.serverTimestamp() }],
      ['a fake date', 'css', { Tag: 'css', date: FAKE_TIME }],
      ['an extra field', 'css', { Tag: 'css', date: fs.serverTimestamp(), Muted: true }],
      ['a missing date', 'css', { Tag: 'css' }],
    ];
    for (const [name, tag, data] of badTagFollows) {
      it(`a member cannot follow a tag with ${name}`, async () => {
        await assertFails(fs.setDoc(followedTag(OWNER, tag), data));
      });
    }

    it("nobody follows, reads or removes another member's follows", async () => {
      await clients.writeRaw(`${COLLECTIONS.users}/${OTHER_USER}/${COLLECTIONS.followedTags}/css`, {
        Tag: 'css',
        date: FAKE_TIME,
      });
      await assertFails(
        fs.setDoc(followedTag(OTHER_USER, 'html'), { Tag: 'html', date: fs.serverTimestamp() }),
      );
      await assertFails(fs.getDoc(followedTag(OTHER_USER, 'css')));
      await assertFails(fs.deleteDoc(followedTag(OTHER_USER, 'css')));
      await assertFails(
        fs.setDoc(followedCategory(OTHER_USER, CATEGORY_ID), {
          CatID: CATEGORY_ID,
          date: fs.serverTimestamp(),
        }),
      );
      const visitor = clients.as('visitor');
      await assertFails(
        fs.setDoc(fs.doc(visitor, COLLECTIONS.users, OWNER, COLLECTIONS.followedTags, 'css'), {
          Tag: 'css',
          date: fs.serverTimestamp(),
        }),
      );
    });

    it('a member follows an existing category and unfollows it', async () => {
      const ref = followedCategory(OWNER, CATEGORY_ID);
      await assertSucceeds(fs.setDoc(ref, { CatID: CATEGORY_ID, date: fs.serverTimestamp() }));
      await assertSucceeds(fs.getDoc(ref));
      await assertSucceeds(fs.deleteDoc(ref));
    });

    it('a member cannot follow a missing category, or with wrong fields', async () => {
      await assertFails(
        fs.setDoc(followedCategory(OWNER, 'cat-missing'), {
          CatID: 'cat-missing',
          date: fs.serverTimestamp(),
        }),
      );
      await assertFails(
        fs.setDoc(followedCategory(OWNER, CATEGORY_ID), {
          CatID: 'other',
          date: fs.serverTimestamp(),
        }),
      );
      await assertFails(
        fs.setDoc(followedCategory(OWNER, CATEGORY_ID), {
          CatID: CATEGORY_ID,
          date: fs.serverTimestamp(),
          Extra: 1,
        }),
      );
    });
  });
}
