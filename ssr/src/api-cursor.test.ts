import { describe, expect, it } from 'vitest';
import {
  CURSOR_LISTS,
  decodeCursor,
  encodeCursor,
  type Cursor,
  type CursorList,
} from './api-cursor';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('page cursors', () => {
  const top: Cursor = {
    list: 'questions.top',
    values: [-3, { seconds: 1_735_787_045, nanos: 678_123_456 }],
    id: 'q_1-A',
  };

  it('read back exactly what they were written from, for every list', () => {
    const cursors: Cursor[] = [
      top,
      { list: 'questions.newest', values: [{ seconds: 0, nanos: 0 }], id: 'x' },
      { list: 'categories', values: [{ seconds: -1, nanos: 999_999_999 }], id: 'cat1' },
      { list: 'tags', values: [12], id: 'c++' },
      { list: 'search', values: [2], id: '' },
    ];
    for (const cursor of cursors) {
      const text = encodeCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text, cursor.list)).toEqual(cursor);
    }
  });

  it('are refused for another list or sort than their own', () => {
    const text = encodeCursor(top);
    expect(decodeCursor(text, 'questions.newest')).toBeNull();
    expect(decodeCursor(text, 'categories')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/='],
    ['padded', `${encodeCursor(top)}=`],
    ['not JSON', b64('{nope')],
    ['JSON, not an object', b64('[1,2]')],
    ['an extra key', b64('{"l":"tags","k":[1],"i":"a","x":1}')],
    ['a missing key', b64('{"l":"tags","k":[1]}')],
    ['a wrong value type', b64('{"l":"tags","k":["1"],"i":"a"}')],
    ['too few values', b64('{"l":"questions.top","k":[1],"i":"a"}')],
    ['a time out of range', b64('{"l":"categories","k":[{"t":[1e15,0]}],"i":"a"}')],
    ['fractional nanos', b64('{"l":"categories","k":[{"t":[1,0.5]}],"i":"a"}')],
    ['a time with extra keys', b64('{"l":"categories","k":[{"t":[1,0],"u":1}],"i":"a"}')],
    ['an id no document has', b64('{"l":"categories","k":[{"t":[1,0]}],"i":"../Users/x"}')],
    ['a tag that is none', b64('{"l":"tags","k":[1],"i":"Not A Tag"}')],
    ['a search page out of range', b64('{"l":"search","k":[51],"i":""}')],
    ['a search page one', b64('{"l":"search","k":[1],"i":""}')],
    ['a search cursor with an id', b64('{"l":"search","k":[2],"i":"a"}')],
    ['another spelling of a valid cursor', b64('{"i":"a","k":[1],"l":"tags"}')],
    ['too long', 'A'.repeat(300)],
  ])('are refused when %s', (_, text) => {
    for (const list of Object.keys(CURSOR_LISTS) as CursorList[]) {
      expect(decodeCursor(text, list)).toBeNull();
    }
  });
});
