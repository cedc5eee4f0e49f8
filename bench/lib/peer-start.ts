// The start-up bench's peer: `firebase emulators:start` alone, with the emulators, import and
// environment `npm start` gives it, and none of QueryHub's own steps (builds, PostgreSQL,
// MailDev, the search index). Prints "Peer ready in <s> s" once firebase-tools reports every
// emulator ready, then stops it. Usage: tsx bench/lib/peer-start.ts <import folder>
import { createInterface } from 'node:readline';
import { PROJECT_ID } from '@queryhub/stack/firebase-config';
import { spawnFirebase } from '@queryhub/stack/firebase-cli';
import { prepareEmulators } from '@queryhub/stack/prepare';
import { reserveSuite } from '@queryhub/stack/reserve-suite';

const EMULATORS = ['auth', 'firestore', 'functions', 'tasks', 'storage', 'hosting'];
const importDir = process.argv[2];

const prepared = prepareEmulators(process.env, { quickStart: true });
// Held until this process exits, like the stack's own launchers.
await reserveSuite(EMULATORS);
const started = performance.now();
const child = spawnFirebase(
  [
    'emulators:start',
    '--only',
    EMULATORS.join(','),
    '--project',
    PROJECT_ID,
    ...(importDir ? ['--import', importDir] : []),
  ],
  { ...process.env, ...prepared.env },
  ['ignore', 'pipe', 'inherit'],
);
let ready = false;
createInterface({ input: child.stdout! }).on('line', (line) => {
  if (ready || !line.includes('All emulators ready')) return;
  ready = true;
  console.log(`Peer ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.kill(-child.pid!, 'SIGINT');
});
const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
process.exit(ready ? 0 : (code ?? 1));
