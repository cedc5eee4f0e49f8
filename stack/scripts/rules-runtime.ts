// `npm run --silent rules-runtime`: compiles the runtime when its sources changed, then serves on
// stdin/stdout exactly like the process firebase-tools starts. Nothing else goes to stdout.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SetupError } from '../src/errors.js';
import { ensureRulesRuntimeBuilt } from '../src/typescript-build.js';

const compiledMain = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/runtime/main.js',
);

try {
  ensureRulesRuntimeBuilt();
} catch (cause) {
  process.stderr.write(`${cause instanceof SetupError ? cause.message : String(cause)}\n`);
  process.exit(1);
}
process.argv.splice(2, process.argv.length - 2, 'serve');
await import(pathToFileURL(compiledMain).href);
