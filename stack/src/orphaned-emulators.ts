import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './process-alive.js';

/**
 * Our generated launcher JARs. firebase-tools starts the Firestore emulator's JVM in a process
 * group of its own, so a `kill -9` of `npm start` leaves it running, holding port 8080. A JVM
 * running one of these JARs while we hold the machine's suite lock belongs to no live suite.
 */
const LAUNCHER_JARS = [
  'cloud-firestore-emulator-launcher.jar',
  'storage-rules-runtime-launcher.jar',
];

export interface ProcessInfo {
  pid: number;
  command: string;
}

/** The processes whose command line runs one of our launcher JARs. */
export function findOrphanedEmulators(processes: ProcessInfo[], selfPid: number): ProcessInfo[] {
  return processes.filter(
    (p) => p.pid !== selfPid && LAUNCHER_JARS.some((jar) => p.command.includes(jar)),
  );
}

/** Every process's command line, from /proc (empty where there is no /proc). */
function listProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const processes: ProcessInfo[] = [];
  for (const entry of entries) {
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      if (command) processes.push({ pid: Number(entry), command });
    } catch {
      // The process ended while we looked.
    }
  }
  return processes;
}

/**
 * Ends emulator processes left behind by a suite that was killed (SIGTERM, then SIGKILL after
 * 5 s). Call it only while holding the suite lock: then no live suite owns them.
 */
export async function stopOrphanedEmulators(
  log: (line: string) => void = console.log,
): Promise<number[]> {
  const orphans = findOrphanedEmulators(listProcesses(), process.pid);
  for (const orphan of orphans) {
    log(`Stopping an emulator left running by an earlier, killed suite (pid ${orphan.pid}).`);
    try {
      process.kill(orphan.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 5000;
  while (orphans.some((o) => isProcessAlive(o.pid)) && Date.now() < deadline) await sleep(200);
  for (const orphan of orphans.filter((o) => isProcessAlive(o.pid))) {
    try {
      process.kill(orphan.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return orphans.map((o) => o.pid);
}
