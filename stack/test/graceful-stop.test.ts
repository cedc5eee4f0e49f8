import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../src/process-tree.js';

const supervisor = path.resolve(import.meta.dirname, './fixtures/graceful-stop/supervisor.ts');

let dir = '';
const started: number[] = [];

afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the supervisor fixture (optionally under a parent shell) and waits for its "JVM". */
async function startSupervisor(
  mode: '' | '--stuck' | '--stuck-after-export',
  graceMs: number,
  parents: 0 | 1 | 2 = 0,
): Promise<{
  process: ChildProcess;
  exportFile: string;
  firebase: number;
  jvm: number;
  exited: Promise<number>;
}> {
  dir = mkdtempSync(path.join(os.tmpdir(), 'graceful-stop-'));
  const exportFile = path.join(dir, 'export');
  const args = ['--import', 'tsx', supervisor, exportFile, mode, String(graceMs)];
  // Launchers that can be killed on their own, as npm can (`; true` keeps each shell waiting).
  let command = `"${process.execPath}" ${args.map((a) => `'${a}'`).join(' ')}`;
  for (let level = 1; level < parents; level += 1) {
    command = `sh -c '${command.replace(/'/g, `'\\''`)}; true'`;
  }
  const child =
    parents === 0 ? spawn(process.execPath, args) : spawn('sh', ['-c', `${command}; true`]);
  started.push(child.pid as number);
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => resolve(code ?? -1)),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; !/jvm (\d+)/.test(output); waited += 50) {
    if (waited > 20_000) throw new Error(`no fake JVM started: ${output}`);
    await sleep(50);
  }
  const jvm = Number(/jvm (\d+)/.exec(output)?.[1]);
  const firebase = Number(/firebase (\d+)/.exec(output)?.[1]);
  started.push(jvm, firebase);
  return { process: child, exportFile, firebase, jvm, exited };
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

describe('superviseFirebase', () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`on ${signal} to the supervisor alone, lets firebase-tools export, then ends what it left`, async () => {
      const run = await startSupervisor('', 8000);
      run.process.kill(signal);
      expect(await run.exited).toBe(0);
      expect(existsSync(run.exportFile)).toBe(true);
      expect(await waitUntilGone(run.jvm, 3000)).toBe(true);
    });
  }

  it('kills firebase-tools and its JVM when they do not stop within the grace period', async () => {
    const run = await startSupervisor('--stuck', 500);
    run.process.kill('SIGTERM');
    expect(await run.exited).toBe(1);
    expect(existsSync(run.exportFile)).toBe(false);
    expect(await waitUntilGone(run.jvm, 3000)).toBe(true);
  });

  it('succeeds when firebase-tools saved the data but then had to be ended', async () => {
    const run = await startSupervisor('--stuck-after-export', 500);
    run.process.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(existsSync(run.exportFile)).toBe(true);
    expect(await waitUntilGone(run.firebase, 3000)).toBe(true);
    expect(await waitUntilGone(run.jvm, 3000)).toBe(true);
  });

  it('is on a leash: kill -9 of the supervisor itself ends firebase-tools and its JVM, unsaved', async () => {
    const run = await startSupervisor('', 8000);
    run.process.kill('SIGKILL');
    expect(await waitUntilGone(run.firebase, 3000)).toBe(true);
    expect(await waitUntilGone(run.jvm, 3000)).toBe(true);
    expect(existsSync(run.exportFile)).toBe(false);
  });

  it('stops everything when its parent process is killed', async () => {
    const run = await startSupervisor('', 8000, 1);
    run.process.kill('SIGKILL');
    expect(await waitUntilGone(run.jvm, 5000)).toBe(true);
    expect(existsSync(run.exportFile)).toBe(true);
  });

  it('stops everything when a launcher above its parent is killed (npm test → sh → npm)', async () => {
    const run = await startSupervisor('', 8000, 2);
    run.process.kill('SIGKILL');
    expect(await waitUntilGone(run.jvm, 5000)).toBe(true);
    expect(existsSync(run.exportFile)).toBe(true);
  });
});
