import { assertFails, type FirestoreClients, fs, listDocs } from './kit.js';
import { describe, it } from 'vitest';
import { readsTheFlagQueue } from './moderation.cases.js';
import { COLLECTIONS, PRIVILEGE_SETTINGS_ID } from '@queryhub/model';
import { OTHER_USER, OWNER } from '../environment.js';
import {
  AUDIT_ID,
  FLAG_ID,
  MESSAGE_ID,
  QUESTION_ID,
  QUEUE_ENTRY_ID,
  SUSPENDED_USER,
} from './fixtures.js';

/** A moderator: the custom claim `moderator: true` on an ordinary password account. */
export const MODERATOR = 'mona';

/**
 * A moderator reads the flag queue (and acts on it through the moderatePost callable) and holds
 * every privilege (privileges.cases.ts, closes.cases.ts); nothing else an admin may do.
 */
export function describeModeratorRules(clients: FirestoreClients): void {
  const moderator = () => clients.signedInAs(MODERATOR, { moderator: true });

  describe('Moderators', () => {
    it('read the flag queue in the admin page order, paged', async () => {
      const db = moderator();
      await readsTheFlagQueue(db);
      await assertFails(listDocs(db, COLLECTIONS.moderationQueue));
    });

    it('do not write the queue, posts’ derived fields or the settings', async () => {
      const db = moderator();
      await assertFails(
        fs.updateDoc(fs.doc(db, COLLECTIONS.moderationQueue, QUEUE_ENTRY_ID), { Hidden: true }),
      );
      await assertFails(
        fs.updateDoc(fs.doc(db, COLLECTIONS.questions, QUESTION_ID), { Hidden: true }),
      );
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.settings, PRIVILEGE_SETTINGS_ID), { Preset: 'young' }),
      );
      await assertFails(
        fs.setDoc(fs.doc(db, COLLECTIONS.suspended, OTHER_USER), { by: MODERATOR }),
      );
    });

    it('read none of an admin’s records: audit log, suspensions, flags, private users, messages', async () => {
      const db = moderator();
      await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.auditLog, AUDIT_ID)));
      await assertFails(listDocs(db, COLLECTIONS.auditLog, fs.limit(20)));
      await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.suspended, SUSPENDED_USER)));
      await assertFails(listDocs(db, COLLECTIONS.suspended, fs.limit(50)));
      await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.flags, FLAG_ID)));
      await assertFails(listDocs(db, COLLECTIONS.flags, fs.limit(50)));
      await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.users, OWNER)));
      await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.contactForm, MESSAGE_ID)));
    });

    it('a moderator claim that is not exactly true grants nothing', async () => {
      const db = clients.signedInAs(MODERATOR, { moderator: 'true' });
      await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.moderationQueue, QUEUE_ENTRY_ID)));
    });
  });
}
