import { describe, expect, it } from 'vitest';
import { jvmOptions } from '../src/prepare.js';

describe('jvmOptions', () => {
  it('stops the JIT at C1, after any options the user set', () => {
    expect(jvmOptions({})).toBe('-XX:TieredStopAtLevel=1');
    expect(jvmOptions({ JDK_JAVA_OPTIONS: '-Xmx2g' })).toBe('-Xmx2g -XX:TieredStopAtLevel=1');
  });

  it('keeps the JVM default (and the user options) with QUERYHUB_JVM_FULL_JIT=1', () => {
    expect(jvmOptions({ QUERYHUB_JVM_FULL_JIT: '1' })).toBeUndefined();
    expect(jvmOptions({ QUERYHUB_JVM_FULL_JIT: '1', JDK_JAVA_OPTIONS: '-Xmx2g' })).toBe('-Xmx2g');
  });
});
