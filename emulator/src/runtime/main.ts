// PLACEHOLDER rules runtime: speaks firebase-tools' protocol and DENIES EVERY REQUEST.
// It exists only until the real engine (issue: storage rules runtime) replaces this file.
import { createInterface } from 'node:readline';

function send(message: unknown): void {
  process.stdout.write(JSON.stringify(message) + '\n');
}

function serve(): void {
  send({ id: -1, status: 'ok' });
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    let request: { id?: number; action?: string };
    try {
      request = JSON.parse(line) as { id?: number; action?: string };
    } catch {
      return;
    }
    const id = request.id ?? 0;
    if (request.action === 'load_ruleset') {
      send({ id, status: 'ok', result: { rulesVersion: 2 }, errors: [], warnings: [] });
    } else {
      send({
        id,
        status: 'ok',
        result: { permit: false },
        errors: [],
        warnings: ['Placeholder rules runtime: every request is denied.'],
      });
    }
  });
}

if (process.argv[2] === 'serve') serve();
