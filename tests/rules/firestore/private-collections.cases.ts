import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { COLLECTIONS } from '@queryhub/model';
import { describe, it } from 'vitest';
import { OTHER_USER, SIGNED_IN_USER, type Role } from '../environment.js';
import { EVENT_ID, FAKE_TIME, MESSAGE_ID, newContactMessage } from './fixtures.js';

export function describeContactFormRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.contactForm, () => {
    // Messages arrive through the sendContactMessage callable (tests/security/rate-limits);
    // a direct write is refused for everyone, however well formed.
    const writers: Role[] = ['visitor', 'user', 'owner', 'admin'];
    for (const role of writers) {
      it(`${role} cannot write a message directly`, async () => {
        await assertFails(
          fs.addDoc(fs.collection(clients.as(role), COLLECTIONS.contactForm), newContactMessage()),
        );
      });
    }

    it('user cannot write a message carrying their own uid directly', async () => {
      const data = { ...newContactMessage(), uid: SIGNED_IN_USER };
      await assertFails(
        fs.setDoc(fs.doc(clients.as('user'), COLLECTIONS.contactForm, 'direct'), data),
      );
    });

    const nonAdmins: Role[] = ['visitor', 'user', 'owner', 'otherUser'];
    for (const role of nonAdmins) {
      it(`${role} cannot read a message`, async () => {
        await assertFails(fs.getDoc(fs.doc(clients.as(role), COLLECTIONS.contactForm, MESSAGE_ID)));
      });
    }

    it('owner cannot list their own messages', async () => {
      await assertFails(listDocs(clients.as('owner'), COLLECTIONS.contactForm));
    });

    it('admin reads a message', async () => {
      await assertSucceeds(
        fs.getDoc(fs.doc(clients.as('admin'), COLLECTIONS.contactForm, MESSAGE_ID)),
      );
    });

    it('admin lists messages', async () => {
      await assertSucceeds(listDocs(clients.as('admin'), COLLECTIONS.contactForm));
    });

    it('owner cannot edit their message', async () => {
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.contactForm, MESSAGE_ID), {
          Comment: 'Edit',
        }),
      );
    });

    it('admin cannot delete a message', async () => {
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('admin'), COLLECTIONS.contactForm, MESSAGE_ID)),
      );
    });
  });
}

export function describeClosedCollectionRules(clients: FirestoreClients): void {
  describe('ProcessedEvents and unlisted collections', () => {
    const roles: Role[] = ['visitor', 'user', 'admin'];
    for (const role of roles) {
      it(`${role} cannot read ProcessedEvents`, async () => {
        await assertFails(
          fs.getDoc(fs.doc(clients.as(role), COLLECTIONS.processedEvents, EVENT_ID)),
        );
      });
    }

    it('user cannot forge a processed event', async () => {
      await assertFails(
        fs.setDoc(fs.doc(clients.as('otherUser'), COLLECTIONS.processedEvents, 'event-2'), {
          at: FAKE_TIME,
        }),
      );
    });

    it('admin cannot delete a processed event', async () => {
      await assertFails(
        fs.deleteDoc(fs.doc(clients.as('admin'), COLLECTIONS.processedEvents, EVENT_ID)),
      );
    });

    it('visitor cannot read an unlisted collection', async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('visitor'), 'Unlisted', 'thing')));
    });

    it('user cannot write an unlisted collection', async () => {
      await assertFails(
        fs.setDoc(fs.doc(clients.as('otherUser'), 'Unlisted', OTHER_USER), { uid: OTHER_USER }),
      );
    });

    it('admin cannot read an unlisted collection', async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('admin'), 'Unlisted', 'thing')));
    });
  });
}
