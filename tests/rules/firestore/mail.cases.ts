import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { COLLECTIONS, docPath } from '@queryhub/model';
import { beforeAll, describe, it } from 'vitest';
import { OTHER_USER, OWNER, type Role } from '../environment.js';
import { FAKE_TIME } from './fixtures.js';

const MAIL_ID = `alert-${OWNER}-answer-a-gravity`;

const seededMail = {
  to: `${OWNER}@example.com`,
  uid: OWNER,
  kind: 'activity',
  message: { subject: 'New answer', text: 'text', html: '<p>html</p>' },
  headers: { 'List-Unsubscribe': '<http://127.0.0.1:5000/Unsubscribe?token=t>' },
  createdAt: FAKE_TIME,
  delivery: { state: 'SUCCESS', attempts: 1 },
};

const preferences = (fields: Record<string, unknown> = {}) => ({
  Activity: true,
  Digest: false,
  UpdatedAt: fs.serverTimestamp(),
  ...fields,
});

const ALL_ROLES: Role[] = ['visitor', 'user', 'owner', 'otherUser', 'admin'];

export function describeMailRules(clients: FirestoreClients): void {
  describe('Mail, MailState and UnsubscribeTokens (functions only)', () => {
    beforeAll(async () => {
      await clients.writeRaw(docPath('mail', MAIL_ID), seededMail);
      await clients.writeRaw(docPath('mailState', OWNER), {
        AlertsToday: 1,
        AlertDay: '2020-01-01',
      });
      await clients.writeRaw(docPath('unsubscribeTokens', 'nonce-12345'), { uid: OWNER });
    });

    for (const role of ALL_ROLES) {
      it(`${role} cannot read or list Mail, not even their own`, async () => {
        const db = clients.as(role);
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.mail, MAIL_ID)));
        await assertFails(listDocs(db, COLLECTIONS.mail, fs.limit(1)));
      });

      it(`${role} cannot create, change or delete Mail`, async () => {
        const db = clients.as(role);
        await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.mail, `forged-${role}`), seededMail));
        await assertFails(
          fs.updateDoc(fs.doc(db, COLLECTIONS.mail, MAIL_ID), { to: 'x@example.com' }),
        );
        await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.mail, MAIL_ID)));
      });

      it(`${role} cannot read or write MailState and UnsubscribeTokens`, async () => {
        const db = clients.as(role);
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.mailState, OWNER)));
        await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.mailState, OWNER), { AlertsToday: 0 }));
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.unsubscribeTokens, 'nonce-12345')));
        await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.unsubscribeTokens, 'nonce-12345')));
      });
    }
  });

  describe('EmailPreferences', () => {
    const path = docPath('emailPreferences', OWNER);

    it('the member writes and reads their own preferences', async () => {
      const db = clients.as('owner');
      await assertSucceeds(fs.setDoc(fs.doc(db, path), preferences({ Digest: true })));
      await assertSucceeds(fs.getDoc(fs.doc(db, path)));
      await assertSucceeds(fs.setDoc(fs.doc(db, path), preferences({ Activity: false })));
    });

    for (const role of ['visitor', 'otherUser', 'admin'] as const) {
      it(`${role} cannot read or write someone else's preferences`, async () => {
        const db = clients.as(role);
        await assertFails(fs.getDoc(fs.doc(db, path)));
        await assertFails(fs.setDoc(fs.doc(db, path), preferences({ Activity: false })));
      });
    }

    it('refuses extra or missing fields, non-booleans and a forged time', async () => {
      const db = clients.as('owner');
      await assertFails(fs.setDoc(fs.doc(db, path), { ...preferences(), Weekly: true }));
      await assertFails(
        fs.setDoc(fs.doc(db, path), { Activity: true, UpdatedAt: fs.serverTimestamp() }),
      );
      await assertFails(fs.setDoc(fs.doc(db, path), preferences({ Digest: 'yes' })));
      await assertFails(fs.setDoc(fs.doc(db, path), preferences({ UpdatedAt: FAKE_TIME })));
      await assertFails(fs.updateDoc(fs.doc(db, path), { Digest: true }));
    });

    it('no one deletes preferences or lists them', async () => {
      await assertFails(fs.deleteDoc(fs.doc(clients.as('owner'), path)));
      await assertFails(listDocs(clients.as('owner'), COLLECTIONS.emailPreferences, fs.limit(1)));
      await assertFails(
        fs.getDoc(fs.doc(clients.as('owner'), docPath('emailPreferences', OTHER_USER))),
      );
    });
  });
}
