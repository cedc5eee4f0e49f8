import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellJoin } from '../src/firebase-cli.js';

describe('shellJoin', () => {
  it('leaves plain words alone', () => {
    expect(shellJoin(['vitest', 'run', '--config', 'a/b.config.ts'])).toBe(
      'vitest run --config a/b.config.ts',
    );
  });

  it('quotes arguments so the shell passes them through unchanged', () => {
    const args = ["it's", 'two words', '$HOME', 'a;b', ''];
    const line = shellJoin(['printf', '%s\\n', ...args]);
    const echoed = spawnSync('sh', ['-c', line], { encoding: 'utf8' }).stdout;
    expect(echoed).toBe(args.map((a) => `${a}\n`).join(''));
  });
});
