import { setTimeout as sleep } from 'node:timers/promises';
import { SetupError } from './errors.js';
import { emulatorPorts } from './firebase-config.js';
import { stopOrphanedEmulators } from './orphaned-emulators.js';
import { busyPorts } from './ports.js';
import { acquireSuiteLock } from './suite-lock.js';

const PORT_GRACE_MS = 20_000;

/**
 * Takes the machine's suite lock, ends emulators a killed suite left running, and checks that
 * the emulators' fixed ports are free, so a second suite fails with a one-line cause and fix
 * instead of a stack trace.
 */
export async function reserveSuite(only: string[]): Promise<void> {
  await acquireSuiteLock(() =>
    console.log('Waiting for another QueryHub emulator suite on this machine to finish…'),
  );
  // Holding the lock, no live suite owns an emulator JVM: any left over is from a killed one.
  await stopOrphanedEmulators();
  const ports = emulatorPorts(only);
  // The previous suite's Java processes can outlive its lock by a few seconds while they stop.
  let busy = await busyPorts(ports);
  for (let waited = 0; busy.length > 0 && waited < PORT_GRACE_MS; waited += 500) {
    await sleep(500);
    busy = await busyPorts(ports);
  }
  if (busy.length > 0) {
    const list = busy.map((p) => `${p.name} ${p.host}:${p.port}`).join(', ');
    throw new SetupError(
      `Emulator port(s) already in use: ${list}.`,
      `stop the program using them (find it with \`lsof -i :${busy[0]?.port}\`), then run the command again.`,
    );
  }
}
