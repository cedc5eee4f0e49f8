import { COLLECTIONS } from '@queryhub/model';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
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
import { OTHER_USER, OWNER, SIGNED_IN_USER, type Role } from '../support/env.js';
import { EVENT_ID, FAKE_TIME, MESSAGE_ID, newContactMessage } from './fixtures.js';
import type { FirestoreClients } from './roles.js';

export function describeContactFormRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.contactForm, () => {
    it('visitor sends a message without a uid', async () => {
      await assertSucceeds(
        addDoc(collection(clients.as('visitor'), COLLECTIONS.contactForm), newContactMessage()),
      );
    });

    it('user sends a message carrying their own uid', async () => {
      const data = { ...newContactMessage(), uid: SIGNED_IN_USER };
      await assertSucceeds(addDoc(collection(clients.as('user'), COLLECTIONS.contactForm), data));
    });

    it('user sends a 5000-character comment', async () => {
      const data = { ...newContactMessage(), Comment: 'c'.repeat(5000) };
      await assertSucceeds(addDoc(collection(clients.as('user'), COLLECTIONS.contactForm), data));
    });

    it("user cannot send a message with another user's uid", async () => {
      const data = { ...newContactMessage(), uid: OWNER };
      await assertFails(addDoc(collection(clients.as('user'), COLLECTIONS.contactForm), data));
    });

    it('visitor cannot claim a uid', async () => {
      const data = { ...newContactMessage(), uid: OWNER };
      await assertFails(addDoc(collection(clients.as('visitor'), COLLECTIONS.contactForm), data));
    });

    const forged: Array<[string, DocumentData]> = [
      ['a fake date', { ...newContactMessage(), date: FAKE_TIME }],
      ['a malformed EMail', { ...newContactMessage(), EMail: 'erin@' }],
      ['a 5001-character comment', { ...newContactMessage(), Comment: 'c'.repeat(5001) }],
      ['a 101-character name', { ...newContactMessage(), Name: 'n'.repeat(101) }],
      ['a Name that is not a string', { ...newContactMessage(), Name: { first: 'Erin' } }],
      ['an extra field', { ...newContactMessage(), IP: '10.0.0.1' }],
      ['a Password field', { ...newContactMessage(), Password: 'hunter2' }],
      ['no Comment', { Name: 'Erin', EMail: 'erin@example.com', date: FAKE_TIME }],
    ];
    for (const [what, data] of forged) {
      it(`visitor cannot send a message with ${what}`, async () => {
        await assertFails(addDoc(collection(clients.as('visitor'), COLLECTIONS.contactForm), data));
      });
    }

    const nonAdmins: Role[] = ['visitor', 'user', 'owner', 'otherUser'];
    for (const role of nonAdmins) {
      it(`${role} cannot read a message`, async () => {
        await assertFails(getDoc(doc(clients.as(role), COLLECTIONS.contactForm, MESSAGE_ID)));
      });
    }

    it('owner cannot list their own messages', async () => {
      await assertFails(getDocs(collection(clients.as('owner'), COLLECTIONS.contactForm)));
    });

    it('admin reads a message', async () => {
      await assertSucceeds(getDoc(doc(clients.as('admin'), COLLECTIONS.contactForm, MESSAGE_ID)));
    });

    it('admin lists messages', async () => {
      await assertSucceeds(getDocs(collection(clients.as('admin'), COLLECTIONS.contactForm)));
    });

    it('owner cannot edit their message', async () => {
      await assertFails(
        updateDoc(doc(clients.as('owner'), COLLECTIONS.contactForm, MESSAGE_ID), {
          Comment: 'Edit',
        }),
      );
    });

    it('admin cannot delete a message', async () => {
      await assertFails(deleteDoc(doc(clients.as('admin'), COLLECTIONS.contactForm, MESSAGE_ID)));
    });
  });
}

export function describeClosedCollectionRules(clients: FirestoreClients): void {
  describe('ProcessedEvents and unlisted collections', () => {
    const roles: Role[] = ['visitor', 'user', 'admin'];
    for (const role of roles) {
      it(`${role} cannot read ProcessedEvents`, async () => {
        await assertFails(getDoc(doc(clients.as(role), COLLECTIONS.processedEvents, EVENT_ID)));
      });
    }

    it('user cannot forge a processed event', async () => {
      await assertFails(
        setDoc(doc(clients.as('otherUser'), COLLECTIONS.processedEvents, 'event-2'), {
          at: FAKE_TIME,
        }),
      );
    });

    it('admin cannot delete a processed event', async () => {
      await assertFails(deleteDoc(doc(clients.as('admin'), COLLECTIONS.processedEvents, EVENT_ID)));
    });

    it('visitor cannot read an unlisted collection', async () => {
      await assertFails(getDoc(doc(clients.as('visitor'), 'Unlisted', 'thing')));
    });

    it('user cannot write an unlisted collection', async () => {
      await assertFails(
        setDoc(doc(clients.as('otherUser'), 'Unlisted', OTHER_USER), { uid: OTHER_USER }),
      );
    });

    it('admin cannot read an unlisted collection', async () => {
      await assertFails(getDoc(doc(clients.as('admin'), 'Unlisted', 'thing')));
    });
  });
}
