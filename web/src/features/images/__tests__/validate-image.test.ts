import { IMAGE_MESSAGES } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, validateImageFile } from '..';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateImageFile', () => {
  it.each([
    ['photo.png', 'image/png', 'image/png'],
    ['photo.JPG', 'image/jpeg', 'image/jpeg'],
    ['photo.jpeg', '', 'image/jpeg'],
  ])('accepts %s', (name, type, contentType) => {
    expect(validateImageFile(file(name, type))).toEqual({ ok: true, contentType });
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['vector.svg', 'image/svg+xml'],
    ['fake.png', 'text/html'],
    ['png', 'image/png'],
  ])('refuses %s (%s) as an unsupported format', (name, type) => {
    expect(validateImageFile(file(name, type))).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.formatNotSupported,
    });
  });

  it('accepts exactly 10485760 bytes and refuses one byte more', () => {
    expect(validateImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES)).ok).toBe(true);
    expect(validateImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1))).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.fileTooLarge,
    });
  });
});
