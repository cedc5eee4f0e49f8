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
  stopSeconds: number;
}

/** Starts the stack in its own process group, times "ready", then stops it as Ctrl-C would. */
function startOnce(stateDir: string): Promise<StartRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/scripts/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, QUERYHUB_STATE_DIR: stateDir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let readyAt: number | undefined;
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (readyAt === undefined && output.includes('QueryHub is running')) {
        readyAt = performance.now();
        process.kill(-child.pid!, 'SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timeout = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`the stack did not start within 180 s:\n${output.slice(-2000)}`));
    }, 180_000);
    child.on('exit', () => {
      clearTimeout(timeout);
      if (readyAt === undefined)
        return reject(new Error(`the stack exited before it was ready:\n${output.slice(-2000)}`));
      resolve({
        readySeconds: (readyAt - started) / 1000,
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
    console.table({
      'cold (fresh setup, demo data import)': {
        'ready (s)': cold.readySeconds.toFixed(1),
        'Ctrl-C → exit (s)': cold.stopSeconds.toFixed(1),
      },
      'warm restart (saved state)': {
        'ready (s)': warm.readySeconds.toFixed(1),
        'Ctrl-C → exit (s)': warm.stopSeconds.toFixed(1),
      },
    });
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchStartup();
