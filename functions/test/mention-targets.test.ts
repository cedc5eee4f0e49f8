import { describe, expect, it } from 'vitest';
import { MAX_MENTIONS_PER_POST, mentionedNames } from '@queryhub/model';
import { itemText } from '../src/mail/unread-alerts';
import { displayNameClaimId } from '../src/profiles/display-name-key';
import {
  mentionCandidates,
  mentionTargets,
  nameSpellings,
  userPagePath,
} from '../src/comments/mention-targets';

describe('mentionedNames', () => {
  it('reads distinct names after @, without a sentence end, not in e-mail addresses', () => {
    expect(mentionedNames('Hi @Alice, @bob.smith. Ask @Alice or me@example.com @-x')).toEqual([
      'Alice',
      'bob.smith',
    ]);
  });

  it('stops scanning at the cap whatever the text', () => {
    const text = Array.from({ length: 500 }, (_, i) => `@user${i}`).join(' ');
    expect(mentionCandidates(text)).toHaveLength(MAX_MENTIONS_PER_POST * 2);
  });
});

describe('nameSpellings', () => {
  it('reads _ as a space, the name as written first', () => {
    expect(nameSpellings('Alice_Martin')).toEqual(['Alice_Martin', 'Alice Martin']);
    expect(nameSpellings('alice')).toEqual(['alice']);
    expect(nameSpellings('_')).toEqual(['_']);
  });
});

describe('mentionTargets', () => {
  it('links resolved names, tells each member once and never the author', () => {
    const uids = new Map([
      ['Alice', 'u-alice'],
      ['ALICE', 'u-alice'],
      ['me', 'u-author'],
    ]);
    const targets = mentionTargets(['Alice', 'ALICE', 'nobody', 'me'], uids, 'u-author');
    expect([...targets.links.keys()]).toEqual(['Alice', 'ALICE', 'me']);
    expect(targets.links.get('ALICE')).toBe('/User/u-alice/ALICE');
    expect(targets.notified).toEqual(['u-alice']);
  });

  it(`mentions at most ${MAX_MENTIONS_PER_POST} members per post`, () => {
    const names = Array.from({ length: 15 }, (_, i) => `m${i}`);
    const uids = new Map(names.map((name) => [name, `u-${name}`]));
    const targets = mentionTargets(names, uids, 'author');
    expect(targets.notified).toHaveLength(MAX_MENTIONS_PER_POST);
    expect(targets.links.has('m10')).toBe(false);
  });

  it('builds user page paths that stay one segment', () => {
    expect(userPagePath('a/b', 'Zoë K')).toBe('/User/a%2Fb/Zo%C3%AB-K');
  });
});

describe('mentions resolve through the canonical name key', () => {
  it('case and lookalike spellings name the same claim', () => {
    expect(displayNameClaimId('alice')).toBe(displayNameClaimId('ALICE'));
    // Cyrillic а and е look like Latin a and e.
    expect(displayNameClaimId('\u0430lic\u0435')).toBe(displayNameClaimId('alice'));
  });
});

describe('mention and comment inbox items in mail', () => {
  it('say who mentioned or commented, on which question', () => {
    expect(itemText({ Type: 'mention', ActorName: 'Ann', Question: 'Why?' })).toBe(
      'Ann mentioned you on "Why?"',
    );
    expect(itemText({ Type: 'comment', ActorName: 'Bob', Question: 'Why?' })).toBe(
      'Bob commented on your post on "Why?"',
    );
  });
});
