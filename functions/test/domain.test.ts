import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { withAnonymisedCategories } from '../src/accounts/anonymise-topic-categories';
import { requireAdmin } from '../src/callables/require-admin';
import { downloadUrl } from '../src/images/download-url';
import {
  ORPHAN_GRACE_MS,
  graceMsFromRequest,
  isUploadInUse,
} from '../src/maintenance/orphaned-files';
import { postDerivedFields } from '../src/posts/post-derived-fields';
import { eventLoginTime, presenceUpdate } from '../src/presence/presence-update';
import { chunk } from '../src/shared/batches';

describe('postDerivedFields', () => {
  it('builds keywords from the post text and takes the author’s current name', () => {
    const fields = postDerivedFields(
      'answer',
      { Answer: 'Use an index', Question: 'ignored words', UserName: 'forged' },
      { displayName: 'Alice' },
      () => false,
    );
    expect(fields.UserName).toBe('Alice');
    expect(fields.Keywords).toContain('index');
    expect(fields.Keywords).not.toContain('ignored');
  });

  it('renders the Markdown text to sanitized HTML and builds keywords from its words only', () => {
    const fields = postDerivedFields(
      'question',
      { Question: 'Why does **useEffect** run twice? [docs](https://react.example/strictmode)' },
      undefined,
      () => false,
    );
    expect(fields.Html).toContain('<strong>useEffect</strong>');
    expect(fields.Html).toContain('rel="nofollow ugc noopener"');
    expect(fields.Keywords).toEqual(expect.arrayContaining(['useeffect', 'docs', 'twice']));
    expect(fields.Keywords).not.toContain('strictmode');
    expect(fields.Keywords).not.toContain('https');
  });

  it('keeps a legacy post’s name when the author record is gone', () => {
    expect(
      postDerivedFields('question', { Question: 'x', UserName: 'bob' }, undefined, () => false)
        .UserName,
    ).toBe('bob');
  });
});

describe('presenceUpdate', () => {
  it('maps online and offline to the spec’s states', () => {
    expect(presenceUpdate('online', 'T')).toEqual({
      Status: 'Active Now',
      LoginTime: 'T',
      SetStatusDone: true,
    });
    expect(presenceUpdate('offline', 'T')).toEqual({
      Status: 'Offline Since',
      LogoutTime: 'T',
      SetStatusDone: false,
    });
    expect(presenceUpdate('away', 'T')).toBeNull();
  });
});

describe('eventLoginTime', () => {
  const earlier = Timestamp.fromMillis(Date.parse('2026-01-02T03:00:00Z'));
  const later = Timestamp.fromMillis(Date.parse('2026-01-02T04:00:00Z'));

  it('keeps an online event’s time when it is newer than the stored LoginTime', () => {
    expect(eventLoginTime({ state: 'online', at: later }, earlier)).toBe(later);
    expect(eventLoginTime({ state: 'online', at: later }, undefined)).toBe(later);
  });

  it('ignores older online events, offline events and events without a time', () => {
    expect(eventLoginTime({ state: 'online', at: earlier }, later)).toBeNull();
    expect(eventLoginTime({ state: 'online', at: later }, later)).toBeNull();
    expect(eventLoginTime({ state: 'offline', at: later }, earlier)).toBeNull();
    expect(eventLoginTime({ state: 'online', at: 'soon' }, earlier)).toBeNull();
    expect(eventLoginTime(undefined, earlier)).toBeNull();
  });
});

describe('chunk', () => {
  it('splits into groups of at most the batch size', () => {
    const groups = chunk(
      Array.from({ length: 1201 }, (_, i) => i),
      500,
    );
    expect(groups.map((group) => group.length)).toEqual([500, 500, 201]);
    expect(groups.flat()).toHaveLength(1201);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('requireAdmin', () => {
  const codeOf = (request: Parameters<typeof requireAdmin>[0]) => {
    try {
      requireAdmin(request);
      return 'ok';
    } catch (error) {
      return error instanceof HttpsError ? error.code : 'other';
    }
  };

  it('lets only the admin claim through', () => {
    expect(codeOf({ auth: undefined })).toBe('unauthenticated');
    const auth = (token: Record<string, unknown>) =>
      ({ uid: 'u', token, rawToken: '' }) as unknown as Parameters<typeof requireAdmin>[0]['auth'];
    expect(codeOf({ auth: auth({}) })).toBe('permission-denied');
    expect(codeOf({ auth: auth({ admin: 'true' }) })).toBe('permission-denied');
    expect(codeOf({ auth: auth({ admin: true }) })).toBe('ok');
  });
});

describe('isUploadInUse', () => {
  const path = { kind: 'profile' as const, uid: 'u1', id: 'p1' };
  const original = "User's_Profile_Picture/u1/p1";

  it('keeps the picture the profile names, or whose variants it shows', () => {
    expect(isUploadInUse(path, original, { uid: 'u1', photoURL: original })).toBe(true);
    const Photo = {
      large: downloadUrl('b', `${original}@1600.webp`, 't'),
      thumb: '',
      width: 1,
      height: 1,
      original,
    };
    expect(isUploadInUse(path, original, { uid: 'u1', photoURL: '', Photo })).toBe(true);
    // A record of the previous app version held a download URL; its variants still count.
    const olderRecord = { uid: 'u1', photoURL: downloadUrl('b', original, 't'), Photo };
    expect(isUploadInUse(path, original, olderRecord)).toBe(true);
  });

  it('treats older pictures, URLs without variants and missing owners as orphaned', () => {
    const newer = "User's_Profile_Picture/u1/p2";
    expect(isUploadInUse(path, original, { uid: 'u1', photoURL: newer })).toBe(false);
    const url = downloadUrl('b', original, 't');
    expect(isUploadInUse(path, original, { uid: 'u1', photoURL: url })).toBe(false);
    expect(isUploadInUse(path, original, { uid: 'u2', photoURL: original })).toBe(false);
    expect(isUploadInUse(path, original, undefined)).toBe(false);
  });
});

describe('graceMsFromRequest', () => {
  it('accepts 0 to 720 hours and falls back to the default otherwise', () => {
    expect(graceMsFromRequest({ graceHours: 0 })).toBe(0);
    expect(graceMsFromRequest({ graceHours: 2 })).toBe(2 * 60 * 60 * 1000);
    expect(graceMsFromRequest({ graceHours: 721 })).toBe(ORPHAN_GRACE_MS);
    expect(graceMsFromRequest({ graceHours: '0' })).toBe(ORPHAN_GRACE_MS);
    expect(graceMsFromRequest(null)).toBe(ORPHAN_GRACE_MS);
  });
});

describe('withAnonymisedCategories', () => {
  const item = (id: string, UserName: string) => ({ id, Subject: id, UserName, date: null });

  it('renames only the given categories and keeps the rest as they are', () => {
    const list = [item('a', 'Lucy'), item('b', 'Sam')];
    expect(withAnonymisedCategories(list, new Set(['a']))).toEqual([
      item('a', 'Deleted user'),
      item('b', 'Sam'),
    ]);
  });

  it('returns null when nothing changes, so a rerun writes nothing', () => {
    expect(withAnonymisedCategories([item('a', 'Deleted user')], new Set(['a']))).toBeNull();
    expect(withAnonymisedCategories([item('b', 'Sam')], new Set(['a']))).toBeNull();
    expect(withAnonymisedCategories(undefined, new Set(['a']))).toBeNull();
  });
});
