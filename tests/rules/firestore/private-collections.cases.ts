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
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER_USER, SIGNED_IN_USER, type Role } from '../environment.js';
import { EVENT_ID, FAKE_TIME, MESSAGE_ID, newContactMessage } from './fixtures.js';
import type { FirestoreClients } from './roles.js';

export function describeContactFormRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.contactForm, () => {
    // Messages arrive through the sendContactMessage callable (tests/security/rate-limits);
    // a direct write is refused for everyone, however well formed.
    const writers: Role[] = ['visitor', 'user', 'owner', 'admin'];
    for (const role of writers) {
      it(`${role} cannot write a message directly`, async () => {
        await assertFails(
          addDoc(collection(clients.as(role), COLLECTIONS.contactForm), newContactMessage()),
        );
      });
    }

    it('user cannot write a message carrying their own uid directly', async () => {
      const data = { ...newContactMessage(), uid: SIGNED_IN_USER };
      await assertFails(setDoc(doc(clients.as('user'), COLLECTIONS.contactForm, 'direct'), data));
    });

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
