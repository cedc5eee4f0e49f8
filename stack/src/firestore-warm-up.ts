// The Firestore emulator's JVM loads and compiles the classes of its REST path on the first
// request it serves: 1.1 s on an idle 2-core machine, 3 s while firebase-tools loads the
// functions beside it. That first request is the functions emulator's first trigger
// registration, on the critical path of start-up. One read of a document that does not exist,
// sent as soon as the port opens, does that work while firebase-tools is still starting the
// other emulators (the first registration then takes 0.07 s).
import { PROJECT_ID, emulatorPorts } from './firebase-config.js';

const POLL_MS = 100;
const GIVE_UP_MS = 60_000;

/**
 * Best effort: resolves after the first answer, or when the port never opens; never throws.
 * `firestore` is the emulator's address (firebase.json's by default).
 */
export async function warmUpFirestore(
  stopped: () => boolean = () => false,
  firestore = emulatorPorts(['firestore']).find((entry) => entry.name === 'firestore'),
): Promise<void> {
  if (!firestore) return;
  const url =
    `http://${firestore.host}:${firestore.port}/v1/projects/${PROJECT_ID}` +
    '/databases/(default)/documents/_warmUp/_warmUp';
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline && !stopped()) {
    try {
      // The emulator's owner token: a plain read, no rule evaluated, nothing written.
      await fetch(url, { headers: { Authorization: 'Bearer owner' } });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
