import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSteps, summary } from '../src/steps.js';

// `slow` ends only once the marker exists: the first test makes it when `fast`'s block is out.
const markerPath = join(mkdtempSync(join(tmpdir(), 'steps-')), 'fast-done');
const marker = JSON.stringify(markerPath);

/** Steps as Node one-liners: output on stdout or stderr, an exit code. */
const SCRIPTS: Record<string, string> = {
  slow: `const fs = require('node:fs');
    const check = () => (fs.existsSync(${marker}) ? console.log('slow out') : setTimeout(check, 20));
    check();`,
  fast: "console.log('fast out')",
  broken: "console.error('broken: 1 problem'); process.exitCode = 3",
};

function spawnStep(name: string) {
  return spawn(process.execPath, ['-e', SCRIPTS[name]!], { stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('runSteps', () => {
  it('runs the steps side by side and prints each one whole, in the order they end', async () => {
    let log = '';
    const results = await runSteps(['slow', 'fast'], {
      spawnStep,
      write: (text) => {
        log += text;
        if (text.includes('✔ fast passed')) writeFileSync(markerPath, '');
      },
    });
    expect(results.map(({ name, code }) => ({ name, code }))).toEqual([
      { name: 'slow', code: 0 },
      { name: 'fast', code: 0 },
    ]);
    const fastBlock = log.indexOf('── fast ──\nfast out\n✔ fast passed in ');
    const slowBlock = log.indexOf('── slow ──\nslow out\n✔ slow passed in ');
    expect(fastBlock).toBeGreaterThan(0);
    expect(slowBlock).toBeGreaterThan(fastBlock);
  });

  it('runs every step to its end and reports the failing one with its exit code', async () => {
    let log = '';
    const results = await runSteps(['broken', 'fast'], {
      spawnStep,
      write: (text) => (log += text),
    });
    expect(results.map(({ code }) => code)).toEqual([3, 0]);
    expect(log).toContain('── broken ──\nbroken: 1 problem\n✖ broken failed (exit code 3) in ');
    expect(log).toContain('✔ fast passed in ');
    expect(summary(results)).toMatch(/^✖ broken: [\d.]+ s\n✔ fast: [\d.]+ s$/);
  });

  it('fails a step whose command cannot start', async () => {
    const results = await runSteps(['missing'], {
      spawnStep: () => spawn('/nonexistent/command', [], { stdio: ['ignore', 'pipe', 'pipe'] }),
      write: () => {},
    });
    expect(results[0]!.code).toBe(1);
  });
});
