import { describe, expect, it } from 'vitest';
import { downloadUrl } from '../src/images/download-url';
import {
  ORPHAN_GRACE_MS,
  graceMsFromRequest,
  isUploadInUse,
} from '../src/maintenance/orphaned-files';

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
