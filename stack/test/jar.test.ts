import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureJar, type JarSpec } from '../src/jar.js';
import { findJava } from '../src/java.js';
import { run } from '../src/run.js';

const spec: JarSpec = {
  manifest: ['Manifest-Version: 1.0', 'Main-Class: Hello'],
  javaSources: {
    'Hello.java': `public class Hello {
      public static void main(String[] args) throws Exception {
        java.util.Properties p = new java.util.Properties();
        p.load(Hello.class.getResourceAsStream("/greeting.properties"));
        System.out.println(p.getProperty("text") + " " + String.join(",", args));
      }
    }`,
  },
  files: { 'greeting.properties': 'text=hello from the jar\n' },
};

describe('ensureJar', () => {
  it('builds a runnable JAR once and skips the work while the spec is unchanged', () => {
    const java = findJava();
    const jar = path.join(mkdtempSync(path.join(os.tmpdir(), 'jar-test-')), 'hello.jar');

    expect(ensureJar(java, jar, spec)).toBe(true);
    expect(run(java.java, ['-jar', jar, 'a', 'b']).stdout.trim()).toBe('hello from the jar a,b');
    expect(ensureJar(java, jar, spec)).toBe(false);

    const changed = { ...spec, files: { 'greeting.properties': 'text=changed\n' } };
    expect(ensureJar(java, jar, changed)).toBe(true);
    expect(run(java.java, ['-jar', jar]).stdout.trim()).toBe('changed');
  }, 60_000);
});
