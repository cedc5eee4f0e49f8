import { COLLECTIONS } from '@queryhub/model';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, freshId, type Role } from '../support/env.js';
import { CATEGORY_ID, FAKE_TIME, newCategory } from './fixtures.js';
import type { FirestoreClients } from './roles.js';

export function describeCategoryRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.categories, () => {
    const readers: Role[] = ['visitor', 'user', 'owner', 'otherUser', 'admin'];
    for (const role of readers) {
      it(`${role} reads a category`, async () => {
        await assertSucceeds(getDoc(doc(clients.as(role), COLLECTIONS.categories, CATEGORY_ID)));
      });
    }

    it('visitor lists all categories', async () => {
      await assertSucceeds(getDocs(collection(clients.as('visitor'), COLLECTIONS.categories)));
    });

    it('owner creates a category with exactly the raw fields', async () => {
      const id = freshId('cat');
      await assertSucceeds(
        setDoc(doc(clients.as('owner'), COLLECTIONS.categories, id), newCategory(OWNER, id)),
      );
    });

    it('owner creates a 60-character subject', async () => {
      const id = freshId('cat');
      const data = { ...newCategory(OWNER, id), Subject: 's'.repeat(60) };
      await assertSucceeds(setDoc(doc(clients.as('owner'), COLLECTIONS.categories, id), data));
    });

    it('visitor cannot create a category', async () => {
      const id = freshId('cat');
      await assertFails(
        setDoc(doc(clients.as('visitor'), COLLECTIONS.categories, id), newCategory(OWNER, id)),
      );
    });

    it("user cannot create a category in another user's name", async () => {
      const id = freshId('cat');
      await assertFails(
        setDoc(doc(clients.as('user'), COLLECTIONS.categories, id), newCategory(OWNER, id)),
      );
    });

    it('admin has no write power over categories either', async () => {
      const id = freshId('cat');
      await assertFails(
        setDoc(doc(clients.as('admin'), COLLECTIONS.categories, id), newCategory(OWNER, id)),
      );
    });

    const forged: Array<[string, (id: string) => DocumentData]> = [
      ['a 61-character subject', (id) => ({ ...newCategory(OWNER, id), Subject: 's'.repeat(61) })],
      ['an empty subject', (id) => ({ ...newCategory(OWNER, id), Subject: '' })],
      ['a blank subject', (id) => ({ ...newCategory(OWNER, id), Subject: '   ' })],
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
        const id = freshId('cat');
        await assertFails(setDoc(doc(clients.as('owner'), COLLECTIONS.categories, id), build(id)));
      });
    }

    it('owner cannot create a category whose id has characters outside [A-Za-z0-9_-]', async () => {
      const id = `${freshId('cat')}.bad`;
      await assertFails(
        setDoc(doc(clients.as('owner'), COLLECTIONS.categories, id), newCategory(OWNER, id)),
      );
    });

    it('owner cannot rename their category', async () => {
      await assertFails(
        updateDoc(doc(clients.as('owner'), COLLECTIONS.categories, CATEGORY_ID), {
          Subject: 'Physics',
        }),
      );
    });

    it('owner cannot delete their category', async () => {
      await assertFails(deleteDoc(doc(clients.as('owner'), COLLECTIONS.categories, CATEGORY_ID)));
    });

    it("other user cannot overwrite someone's category", async () => {
      await assertFails(
        setDoc(
          doc(clients.as('otherUser'), COLLECTIONS.categories, CATEGORY_ID),
          newCategory(OTHER_USER, CATEGORY_ID),
        ),
      );
    });

    it('admin cannot delete a category', async () => {
      await assertFails(deleteDoc(doc(clients.as('admin'), COLLECTIONS.categories, CATEGORY_ID)));
    });
  });

  describe(`${COLLECTIONS.topic}/Name (aggregate category list)`, () => {
    it('visitor reads Topic/Name', async () => {
      await assertSucceeds(getDoc(doc(clients.as('visitor'), COLLECTIONS.topic, 'Name')));
    });

    it('owner cannot write Topic/Name', async () => {
      await assertFails(
        setDoc(doc(clients.as('owner'), COLLECTIONS.topic, 'Name'), { categories: [] }),
      );
    });

    it('admin cannot write Topic/Name', async () => {
      await assertFails(
        updateDoc(doc(clients.as('admin'), COLLECTIONS.topic, 'Name'), { categories: [] }),
      );
    });

    it('user cannot delete Topic/Name', async () => {
      await assertFails(deleteDoc(doc(clients.as('user'), COLLECTIONS.topic, 'Name')));
    });

    it('visitor cannot read other Topic documents', async () => {
      await assertFails(getDoc(doc(clients.as('visitor'), COLLECTIONS.topic, 'Other')));
    });

    it('visitor cannot list the Topic collection', async () => {
      await assertFails(getDocs(collection(clients.as('visitor'), COLLECTIONS.topic)));
    });
  });
}
