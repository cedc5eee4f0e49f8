import { describe, expect, it } from 'vitest';
import { displayNameProblem } from '@queryhub/model';
import { claimProblem, storedDisplayName } from '../src/profiles/claim-decision';
import {
  displayNameClaimId,
  displayNameKey,
  isReservedDisplayName,
} from '../src/profiles/display-name-key';

describe('displayNameKey', () => {
  it('gives names that differ only in case one key, in every script', () => {
    expect(displayNameKey('MÜLLER')).toBe(displayNameKey('Müller'));
    expect(displayNameKey('ÉLODIE DURAND')).toBe(displayNameKey('élodie durand'));
    expect(displayNameKey('АННА ПЕТРОВА')).toBe(displayNameKey('Анна Петрова'));
    expect(displayNameKey('STRASSE')).toBe(displayNameKey('straße'));
    expect(displayNameKey('ΟΔΟΣ')).toBe(displayNameKey('οδος'));
  });

  it('gives composed and decomposed, full-width and ligature forms one key (NFKC)', () => {
    expect(displayNameKey('Élodie')).toBe(displayNameKey('E\u0301lodie'));
    expect(displayNameKey('Ｂｏｂ')).toBe(displayNameKey('Bob'));
    expect(displayNameKey('ﬁona')).toBe(displayNameKey('fiona'));
  });

  it('gives homoglyphs from other scripts the key of the name they imitate (UTS #39)', () => {
    expect(displayNameKey('B\u03BFb')).toBe(displayNameKey('Bob')); // Greek omicron
    expect(displayNameKey('B\u043Eb')).toBe(displayNameKey('Bob')); // Cyrillic o
    expect(displayNameKey('\u0410nna')).toBe(displayNameKey('Anna')); // Cyrillic A
  });

  it('drops invisible code points and collapses white space', () => {
    for (const forged of [
      'Bo\u200Bb', // zero-width space
      'Bo\u200Db', // zero-width joiner
      'Bo\u2060b', // word joiner
      'Bo\u00ADb', // soft hyphen
      'Bo\u034Fb', // combining grapheme joiner
    ]) {
      expect(displayNameKey(forged)).toBe(displayNameKey('Bob'));
    }
    expect(displayNameKey('Bob\u00A0Smith')).toBe(displayNameKey('Bob Smith'));
    expect(displayNameKey('Bob  Smith')).toBe(displayNameKey('Bob Smith'));
    expect(displayNameKey('Bob\u3000Smith')).toBe(displayNameKey('Bob Smith'));
  });

  it('keeps different names apart', () => {
    expect(displayNameKey('Anna')).not.toBe(displayNameKey('Anne'));
    expect(displayNameKey('Анна Петрова')).not.toBe(displayNameKey('Élodie Durand'));
    expect(displayNameClaimId('Bob')).toMatch(/^[0-9a-f]{64}$/u);
    expect(displayNameClaimId('BOB')).toBe(displayNameClaimId('bob'));
  });
});

describe('reserved names', () => {
  it('are matched by their canonical key, lookalikes included', () => {
    for (const name of [
      'Admin',
      'ADMIN',
      'Αdmin',
      'Adm\u0456n',
      'Deleted\u00A0User',
      'Query\u200BHub',
    ]) {
      expect(isReservedDisplayName(name)).toBe(true);
    }
    expect(isReservedDisplayName('Admiral')).toBe(false);
  });
});

describe('claimProblem', () => {
  it('refuses invisibles, odd spacing, reserved lookalikes and over-long names', () => {
    expect(claimProblem('Bo\u200Bb')).toBe('hidden');
    expect(claimProblem('Bo\u00ADb')).toBe('hidden');
    expect(claimProblem('Bo\u034Fb')).toBe('hidden');
    expect(claimProblem('Bob\u00A0Smith')).toBe('spacing');
    expect(claimProblem('Bob  Smith')).toBe('spacing');
    expect(claimProblem('Qu\u0435ryHub')).toBe('reserved');
    expect(claimProblem('n'.repeat(51))).toBe('length');
  });

  it('accepts names in any script, with emoji sequences', () => {
    for (const name of ['Élodie Durand', 'Анна Петрова', 'Özil', '陈伟', 'مریم‌خانم', '👩‍💻 Ann']) {
      expect(claimProblem(storedDisplayName(name))).toBeNull();
      expect(displayNameProblem(name)).toBeNull();
    }
  });
});
