// Truly offline: a machine whose only network interface is loopback. The trigger-dependent
// suites (category and presence triggers; unread alerts through the task queue, the sender and the
// local inbox) run inside a network namespace of their own (`unshare --net`, loopback brought up,
// nothing else), stack included, and must pass there as they do on a networked machine: nothing
// on the trigger path may wait for a metadata server, a DNS answer or an update check
// (stack/src/offline-env.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SUITES = [
  'functions/test/categories-presence.emulator.test.ts',
  'functions/test/mail.emulator.test.ts',
];

/** A hang guard far above the normal run (about 2 minutes, stack start included) plus the suite lock. */
const RUN_TIMEOUT_MS = 25 * 60_000;

/**
 * `unshare --net` needs root (as CI runs); elsewhere a user namespace maps the caller to root
 * inside it, which is enough to bring loopback up.
 */
const unshareArgs = (): string[] =>
  process.getuid?.() === 0 ? ['--net'] : ['--map-root-user', '--net'];

/** Runs `script` under sh in a fresh network namespace with loopback up; resolves with its exit. */
function runOffline(script: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('unshare', [...unshareArgs(), 'sh', '-c', `ip link set lo up && ${script}`], {
    cwd: repoRoot,
    env: process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) =>
    (output = (output + stripVTControlCharacters(chunk.toString())).slice(-100_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => {
      process.kill(-(child.pid as number), 'SIGINT');
      reject(new Error(`The offline run did not finish in time:\n${output.slice(-5000)}`));
    }, RUN_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, output });
    });
  });
}

describe('a machine with loopback only', () => {
  it('has no interface but loopback inside the namespace', () => {
    const result = spawnSync(
      'unshare',
      [...unshareArgs(), 'sh', '-c', 'ip link set lo up && ip -o link show'],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const interfaces = result.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(':')[1]?.trim());
    expect(interfaces).toEqual(['lo']);
  });

  it('runs the trigger-dependent suites green, with no metadata-server lookup', async () => {
    const { code, output } = await runOffline(`exec npm run test:emulators -- ${SUITES.join(' ')}`);
    expect(code, output.slice(-8000)).toBe(0);
    expect(output).toMatch(/Test Files\s+2 passed/);
    expect(output).not.toContain('MetadataLookupWarning');
  });
});
