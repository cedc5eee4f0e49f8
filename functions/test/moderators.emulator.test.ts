// Moderators (custom claim `moderator: true`) act on the flag queue through the callable admins
// use, and choose nothing else: suspensions, maintenance and site settings stay with admins.
import { COLLECTIONS, PRIVILEGE_SETTINGS_ID, docPath } from '@queryhub/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  signInWithClaims,
  uniqueId,
  waitForDoc,
  type ClientSession,
} from '@queryhub/testkit';

let moderator: ClientSession;
let admin: ClientSession;

const call = (session: ClientSession, name: string, data: unknown) =>
  callFunction(session.app, name, data, 120_000) as Promise<Record<string, unknown>>;

beforeAll(async () => {
  moderator = await signInWithClaims(uniqueId('moderator'), { moderator: true });
  admin = await signInWithClaims(uniqueId('admin'), { admin: true });
});

afterAll(async () => {
  await Promise.all([moderator.close(), admin.close()]);
  await adminDb().doc(docPath('settings', PRIVILEGE_SETTINGS_ID)).delete();
});

describe('the moderator claim', () => {
  it('hides and restores a post through moderatePost, audited with the moderator uid', async () => {
    const questionId = uniqueId('q-moderated');
    await adminDb()
      .doc(docPath('questions', questionId))
      .set({
        id: questionId,
        Question: 'Is this spam?',
        Category: 'Moderation',
        CatID: 'cat-moderators',
        uid: uniqueId('asker'),
        date: new Date(),
        QuestionScreenShot: '',
      });
    await call(moderator, 'moderatePost', {
      action: 'hide',
      postType: 'question',
      postId: questionId,
    });
    await waitForDoc(adminDb().doc(docPath('questions', questionId)), (d) => d?.Hidden === true);
    await call(moderator, 'moderatePost', {
      action: 'restore',
      postType: 'question',
      postId: questionId,
    });
    const audit = await adminDb()
      .collection(COLLECTIONS.auditLog)
      .where('By', '==', moderator.uid)
      .get();
    expect(audit.docs.map((entry) => entry.get('Action')).sort()).toEqual([
      'hidePost',
      'restorePost',
    ]);
  });

  it('may not suspend, run maintenance or change the privilege preset', async () => {
    for (const [name, data] of [
      ['setUserSuspended', { uid: 'someone', suspended: true }],
      ['recountUserCounters', {}],
      ['runDigest', {}],
      ['setPrivilegePreset', { preset: 'stackOverflow' }],
    ] as const) {
      await expect(call(moderator, name, data), name).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
    }
  });
});

describe('setPrivilegePreset', () => {
  it('lets an admin switch the preset, checks the name and audits the change', async () => {
    await expect(call(admin, 'setPrivilegePreset', { preset: 'everyone' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await call(admin, 'setPrivilegePreset', { preset: 'stackOverflow' })).toEqual({
      preset: 'stackOverflow',
      previous: null,
    });
    expect(await call(admin, 'setPrivilegePreset', { preset: 'young' })).toEqual({
      preset: 'young',
      previous: 'stackOverflow',
    });
    const settings = await adminDb().doc(docPath('settings', PRIVILEGE_SETTINGS_ID)).get();
    expect(settings.data()).toEqual({ Preset: 'young' });
    const audit = await adminDb()
      .collection(COLLECTIONS.auditLog)
      .where('By', '==', admin.uid)
      .get();
    expect(audit.docs.map((entry) => entry.get('Details'))).toEqual(
      expect.arrayContaining([{ preset: 'young', previous: 'stackOverflow' }]),
    );
  });
});
