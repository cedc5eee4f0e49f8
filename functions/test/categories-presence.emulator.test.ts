import { COLLECTIONS, TOPIC_NAME_ID, newCategory } from '@queryhub/model';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyCategoryCreated } from '../src/categories/apply-category-created';
import { applyPresence } from '../src/presence/presence-update';
import { adminDb, uniqueId, waitForDoc, writeUserRecord } from '@queryhub/testkit';
import { settledWrite } from './settled-write';

const uid = uniqueId('creator');

beforeAll(async () => {
  await writeUserRecord(uid, 'Grace');
});

describe('category trigger', () => {
  it('names the author, and never grows a Topic/Name aggregate', async () => {
    const id = uniqueId('cat');
    const ref = adminDb().collection(COLLECTIONS.categories).doc(id);
    const topic = adminDb().collection(COLLECTIONS.topic).doc(TOPIC_NAME_ID);
    const before = (await topic.get()).get('categories') as unknown[] | undefined;
    await ref.set(newCategory({ id, subject: 'Compilers', uid }, FieldValue.serverTimestamp()));
    expect((await waitForDoc(ref, (d) => d?.UserName === 'Grace'))?.UserName).toBe('Grace');
    const after = (await topic.get()).get('categories') as { id: string }[] | undefined;
    expect(after?.length).toBe(before?.length);
    expect((after ?? []).some((c) => c.id === id)).toBe(false);

    // A redelivered event finds the name already written.
    expect(await applyCategoryCreated(adminDb(), id)).toBe(false);
  });
});

describe('presence trigger', () => {
  it('maps online and offline onto the user’s status and times', async () => {
    const presence = adminDb().collection(COLLECTIONS.presence).doc(uid);
    const user = adminDb().collection(COLLECTIONS.users).doc(uid);
    const loginAt = Timestamp.fromMillis(Date.parse('2026-01-02T03:04:05Z'));
    await settledWrite(() => presence.set({ state: 'online', at: loginAt }));
    const online = await waitForDoc(user, (d) => d?.SetStatusDone === true);
    expect(online?.Status).toBe('Active Now');
    expect((online?.LoginTime as Timestamp).isEqual(loginAt)).toBe(true);

    const logoutAt = Timestamp.fromMillis(Date.parse('2026-01-02T05:00:00Z'));
    await settledWrite(() => presence.set({ state: 'offline', at: logoutAt }));
    const offline = await waitForDoc(user, (d) => d?.Status === 'Offline Since');
    expect(offline?.SetStatusDone).toBe(false);
    expect((offline?.LogoutTime as Timestamp).isEqual(logoutAt)).toBe(true);
    expect((offline?.LoginTime as Timestamp).isEqual(loginAt)).toBe(true);
  });

  it('keeps the LoginTime of a sign-in whose trigger ran after the sign-out', async () => {
    const presence = adminDb().collection(COLLECTIONS.presence).doc(uid);
    const user = adminDb().collection(COLLECTIONS.users).doc(uid);
    const signInAt = Timestamp.fromMillis(Date.parse('2026-02-01T10:00:00Z'));
    const signOutAt = Timestamp.fromMillis(Date.parse('2026-02-01T10:00:01Z'));
    await settledWrite(() => presence.set({ state: 'offline', at: signOutAt }));
    await waitForDoc(
      user,
      (d) => (d?.LogoutTime as Timestamp | undefined)?.isEqual(signOutAt) ?? false,
    );

    // The sign-in's event, handled late: Presence already says 'offline'.
    expect(await applyPresence(adminDb(), uid, { state: 'online', at: signInAt })).toBe(true);
    const after = (await user.get()).data();
    expect((after?.LoginTime as Timestamp).isEqual(signInAt)).toBe(true);
    expect(after?.Status).toBe('Offline Since');
    expect((after?.LogoutTime as Timestamp).isEqual(signOutAt)).toBe(true);

    // Redelivered, or an older sign-in: the newer LoginTime stays.
    const olderSignIn = Timestamp.fromMillis(Date.parse('2026-02-01T09:00:00Z'));
    await applyPresence(adminDb(), uid, { state: 'online', at: olderSignIn });
    expect(((await user.get()).get('LoginTime') as Timestamp).isEqual(signInAt)).toBe(true);
  });
});
