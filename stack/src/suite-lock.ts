import os from 'node:os';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './process-alive.js';

// The ports are the machine's, so the lock is too: every checkout on this machine shares it.
const lockDir = path.join(os.tmpdir(), 'queryhub-emulator-suite.lock');

function ownerAlive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
  } catch {
    // The owner may be between creating the folder and writing its pid.
    try {
      return Date.now() - statSync(lockDir).mtimeMs < 5000;
    } catch {
      return false;
    }
  }
  return isProcessAlive(pid);
}

/**
 * Serialises emulator suites on this machine (they share fixed ports): waits while
 * another live process holds the lock, takes over a stale one, and releases it on exit.
 */
export async function acquireSuiteLock(onWait: () => void, timeoutMs = 30 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      process.once('exit', () => rmSync(lockDir, { recursive: true, force: true }));
      return;
    } catch {
      if (!ownerAlive()) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error('Timed out waiting for another emulator suite to finish.');
      if (!told) onWait();
      told = true;
      await sleep(1000);
    }
  }
}
