// Storage rules runtime: firebase-tools starts it (through our launcher JAR) as `... serve` and
// talks to it over stdin/stdout, one JSON object per line.
import { createInterface } from 'node:readline';
import { SpacedWriter } from './output.js';
import { RulesRuntimeServer } from './server.js';

/** The id of a request line, if it has one (the server reports malformed lines itself). */
function requestId(line: string): unknown {
  try {
    return (JSON.parse(line) as { id?: unknown } | null)?.id;
  } catch {
    return undefined;
  }
}

function serve(): void {
  const writer = new SpacedWriter((chunk) => process.stdout.write(chunk));
  const server = new RulesRuntimeServer({
    send: (message) => writer.send(message),
    debug: (text) => process.stderr.write(`debug: ${text}\n`),
  });
  writer.send({ id: -1, status: 'ok' });
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    writer.received(requestId(line));
    server.handleLine(line);
  });
  lines.on('close', () => void writer.whenIdle().then(() => process.exit(0)));
  process.on('SIGINT', () => process.exit(0));
  process.stdout.on('error', () => process.exit(0));
}

if (process.argv[2] === 'serve') serve();
else {
  process.stderr.write('usage: main.js serve\n');
  process.exitCode = 2;
}
