import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { COLLECTIONS } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, type Role } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import { CATEGORY_ID, FAKE_TIME, newCategory } from './fixtures.js';

export function describeCategoryRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.categories, () => {
    const readers: Role[] = ['visitor', 'user', 'owner', 'otherUser', 'admin'];
    for (const role of readers) {
      it(`${role} reads a category`, async () => {
        await assertSucceeds(
          fs.getDoc(fs.doc(clients.as(role), COLLECTIONS.categories, CATEGORY_ID)),
        );
      });
    }

    it("visitor runs Home's query: 30 categories, newest first", async () => {
      const db = clients.as('visitor');
      await assertSucceeds(
        listDocs(db, COLLECTIONS.categories, fs.orderBy('date', 'desc'), fs.limit(30)),
      );
    });

    it('visitor cannot list every category at once (no limit, or above 50)', async () => {
      const db = clients.as('visitor');
      await assertFails(listDocs(db, COLLECTIONS.categories));
      await assertFails(
        listDocs(db, COLLECTIONS.categories, fs.orderBy('date', 'desc'), fs.limit(51)),
      );
    });

    it('owner creates a category with exactly the raw fields', async () => {
      const id = uniqueId('cat');
      await assertSucceeds(
        clients.post('owner', COLLECTIONS.categories, id, newCategory(OWNER, id)),
      );
    });

    it('owner creates a subject whose only visible character follows invisible ones', async () => {
      const id = uniqueId('cat');
      const data = { ...newCategory(OWNER, id), Subject: '\u200B\u3164 é' };
      await assertSucceeds(clients.post('owner', COLLECTIONS.categories, id, data));
    });

    it('owner creates a 60-character subject', async () => {
      const id = uniqueId('cat');
      const data = { ...newCategory(OWNER, id), Subject: 's'.repeat(60) };
      await assertSucceeds(clients.post('owner', COLLECTIONS.categories, id, data));
    });

    it('visitor cannot create a category', async () => {
      const id = uniqueId('cat');
      await assertFails(
        clients.post('visitor', COLLECTIONS.categories, id, newCategory(OWNER, id)),
      );
    });

    it("user cannot create a category in another user's name", async () => {
      const id = uniqueId('cat');
      await assertFails(clients.post('user', COLLECTIONS.categories, id, newCategory(OWNER, id)));
    });

    it('admin has no write power over categories either', async () => {
      const id = uniqueId('cat');
      await assertFails(clients.post('admin', COLLECTIONS.categories, id, newCategory(OWNER, id)));
    });

    const forged: Array<[string, (id: string) => fs.DocumentData]> = [
      ['a 61-character subject', (id) => ({ ...newCategory(OWNER, id), Subject: 's'.repeat(61) })],
      ['an empty subject', (id) => ({ ...newCategory(OWNER, id), Subject: '' })],
      ['a blank subject', (id) => ({ ...newCategory(OWNER, id), Subject: '   ' })],
      [
        'an invisible-only subject (zero-width space, Hangul filler)',
        (id) => ({ ...newCategory(OWNER, id), Subject: '\u200B\u3164' }),
      ],
      [
        'a subject of bidi controls and combining marks only',
        (id) => ({ ...newCategory(OWNER, id), Subject: '\u202E\u0301\u2800' }),
      ],
      ['a numeric subject', (id) => ({ ...newCategory(OWNER, id), Subject: 42 })],
      ['an id other than the document id', (id) => ({ ...newCategory(OWNER, id), id: `${id}x` })],
      ['a fake date', (id) => ({ ...newCategory(OWNER, id), date: FAKE_TIME })],
      ['a derived UserName', (id) => ({ ...newCategory(OWNER, id), UserName: 'Admin' })],
      ['an extra field', (id) => ({ ...newCategory(OWNER, id), IP: '10.0.0.1' })],
      ['a Password field', (id) => ({ ...newCategory(OWNER, id), Password: 'hunter2' })],
      [
        'a missing subject',
        (id) => {
          const { Subject: _omitted, ...rest } = newCategory(OWNER, id);
          return rest;
        },
      ],
    ];
    for (const [what, build] of forged) {
      it(`owner cannot create a category with ${what}`, async () => {
        const id = uniqueId('cat');
        await assertFails(clients.post('owner', COLLECTIONS.categories, id, build(id)));
      });
    }

    it('owner cannot create a category whose id has characters outside [A-Za-z0-9_-]', async () => {
      const id = `${uniqueId('cat')}.bad`;
      await assertFails(clients.post('owner', COLLECTIONS.categories, id, newCategory(OWNER, id)));
    });

    it('owner cannot rename their category', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.categories, CATEGORY_ID), {
          Subject: 'Physics',
        }),
      );
    });

    it('owner cannot delete their category', async () => {
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('owner'), COLLECTIONS.categories, CATEGORY_ID)),
      );
    });

    it("other user cannot overwrite someone's category", async () => {
      await assertFails(
        clients.post(
          'otherUser',
          COLLECTIONS.categories,
          CATEGORY_ID,
          newCategory(OTHER_USER, CATEGORY_ID),
        ),
      );
    });

    it('admin cannot delete a category', async () => {
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('admin'), COLLECTIONS.categories, CATEGORY_ID)),
      );
    });
  });

  describe('Topic/Name (retired aggregate category list)', () => {
    it('visitor cannot read Topic/Name any more', async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.topic, 'Name')));
    });

    it('owner cannot write Topic/Name', async () => {
      await assertFails(
        fs.setDoc(fs.doc(clients.as('owner'), COLLECTIONS.topic, 'Name'), { categories: [] }),
      );
    });

    it('admin cannot write Topic/Name', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('admin'), COLLECTIONS.topic, 'Name'), { categories: [] }),
      );
    });

    it('user cannot delete Topic/Name', async () => {
      await assertFails(fs.deleteDoc(fs.doc(clients.as('user'), COLLECTIONS.topic, 'Name')));
    });

    it('visitor cannot list the Topic collection', async () => {
      await assertFails(listDocs(clients.as('visitor'), COLLECTIONS.topic));
    });
  });
}
