import { SetupError } from './errors.js';
import { emulatorPorts } from './firebase-config.js';
import { busyPorts } from './ports.js';
import { acquireSuiteLock } from './suite-lock.js';

/**
 * Takes this checkout's suite lock and checks that the emulators' fixed ports are free, so a
 * second suite fails with a one-line cause and fix instead of a stack trace.
 */
export async function reserveSuite(only: string[]): Promise<void> {
  await acquireSuiteLock(() =>
    console.log('Waiting for another emulator suite from this checkout to finish…'),
  );
  const busy = await busyPorts(emulatorPorts(only));
  if (busy.length > 0) {
    const list = busy.map((p) => `${p.name} ${p.host}:${p.port}`).join(', ');
    throw new SetupError(
      `Emulator port(s) already in use: ${list}.`,
      `stop the program using them (find it with \`lsof -i :${busy[0]?.port}\`), then run the command again.`,
    );
  }
}
