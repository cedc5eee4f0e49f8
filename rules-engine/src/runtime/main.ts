// Storage rules runtime: firebase-tools starts it (through our launcher JAR) as `... serve` and
// talks to it over stdin/stdout, one JSON object per line. Each message is written with one
// write() call; the stack hands firebase-tools one line per chunk (stack/src/rules-runtime-lines.mjs).
import { createInterface } from 'node:readline';
import { RulesRuntimeServer } from './server.js';

function serve(): void {
  const send = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);
  const server = new RulesRuntimeServer({
    send,
    debug: (text) => process.stderr.write(`debug: ${text}\n`),
  });
  send({ id: -1, status: 'ok' });
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => server.handleLine(line));
  // Exit once everything written has reached the pipe.
  lines.on('close', () => process.stdout.write('', () => process.exit(0)));
  process.on('SIGINT', () => process.exit(0));
  process.stdout.on('error', () => process.exit(0));
}

if (process.argv[2] === 'serve') serve();
else {
  process.stderr.write('usage: main.js serve\n');
  process.exitCode = 2;
}
