import { describe, expect, it } from 'vitest';
import { SetupError } from '../src/errors.js';
import { findJava, parseJavaMajorVersion } from '../src/java.js';

describe('parseJavaMajorVersion', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "11.0.2" 2019-01-15', 11],
  ])('reads %s as %i', (output, major) => {
    expect(parseJavaMajorVersion(output)).toBe(major);
  });

  it('returns undefined for output without a version', () => {
    expect(parseJavaMajorVersion('bash: java: command not found')).toBeUndefined();
  });
});

describe('findJava', () => {
  it('finds the machine Java at version 11 or newer', () => {
    expect(findJava().majorVersion).toBeGreaterThanOrEqual(11);
  });

  it('explains what to install when no Java can be started', () => {
    const noJava = () => findJava({ PATH: '/nonexistent' });
    expect(noJava).toThrow(SetupError);
    expect(noJava).toThrow(/Java was not found[\s\S]*Fix: install a JDK 17/);
  });
});
