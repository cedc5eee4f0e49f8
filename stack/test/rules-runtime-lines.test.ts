import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const preload = pathToFileURL(require.resolve('../src/rules-runtime-lines.mjs')).href;
const reader = fileURLToPath(new URL('./fixtures/rules-runtime-lines/reader.mjs', import.meta.url));

function chunksReadFrom(jar: string): string[] {
  const output = execFileSync(process.execPath, ['--import', preload, reader, jar], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

describe('the Storage rules runtime preload', () => {
  it('hands the reader one message per chunk, however the pipe grouped them', () => {
    expect(chunksReadFrom('/cache/storage-rules-runtime-launcher.jar')).toEqual([
      '{"id":1}\n',
      '{"id":2}\n',
      '{"id":3}\n',
    ]);
  });

  it('leaves every other child process alone', () => {
    const chunks = chunksReadFrom('/cache/something-else.jar');
    expect(chunks.join('')).toBe('{"id":1}\n{"id":2}\n{"id":3}\n');
    // One write() of two lines is one chunk to a reader: what firebase-tools alone cannot parse.
    expect(chunks[0]).toMatch(/^\{"id":1\}\n\{"id":2\}\n/);
  });
});
