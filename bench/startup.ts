// Stack start-up: `npm start` (its script) until every emulator answers, from a cold setup
// (generated launcher JARs removed) and as a warm restart, with a state folder of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface StartRun {
  readySeconds: number;
  setupSeconds: number;
  emulatorSeconds: number;
  stopSeconds: number;
}

/** `npm start`'s own figures, which leave out any wait for another suite's lock. */
const READY_LINE = /Ready in ([\d.]+) s \(setup and builds ([\d.]+) s, emulators ([\d.]+) s\)/;

/** Starts the stack in its own process group, times "ready", then stops it as Ctrl-C would. */
function startOnce(stateDir: string): Promise<StartRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'stack/scripts/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, QUERYHUB_STATE_DIR: stateDir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let readyAt: number | undefined;
    let figures: RegExpExecArray | null = null;
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      figures ??= READY_LINE.exec(output);
      if (readyAt === undefined && figures) {
        readyAt = performance.now();
        process.kill(-child.pid!, 'SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    // Generous: the time may include waiting for another suite's lock.
    const timeout = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`the stack did not start within 20 min:\n${output.slice(-2000)}`));
    }, 20 * 60_000);
    child.on('exit', () => {
      clearTimeout(timeout);
      if (readyAt === undefined || !figures) {
        return reject(new Error(`the stack exited before it was ready:\n${output.slice(-2000)}`));
      }
      resolve({
        readySeconds: Number(figures[1]),
        setupSeconds: Number(figures[2]),
        emulatorSeconds: Number(figures[3]),
        stopSeconds: (performance.now() - readyAt) / 1000,
      });
    });
  });
}

export async function benchStartup(): Promise<void> {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'queryhub-bench-state-'));
  try {
    rmSync(path.join(repoRoot, '.cache', 'emulators'), { recursive: true, force: true });
    const cold = await startOnce(stateDir);
    const warm = await startOnce(stateDir);
    console.log('\nStack start-up (npm start → every emulator answering; target ≤ 15 s)');
    const row = (run: StartRun) => ({
      'ready (s)': run.readySeconds.toFixed(1),
      'setup + builds (s)': run.setupSeconds.toFixed(1),
      'emulators (s)': run.emulatorSeconds.toFixed(1),
      'Ctrl-C → exit (s)': run.stopSeconds.toFixed(1),
    });
    console.table({
      'cold (fresh setup, demo data import)': row(cold),
      'warm restart (saved state)': row(warm),
    });
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchStartup();
