// `npm run --silent rules-runtime`: compiles the runtime when its sources changed, then serves on
// stdin/stdout exactly like the process firebase-tools starts. Nothing else goes to stdout.
import { pathToFileURL } from 'node:url';
import { SetupError } from '../src/errors.js';
import { rulesRuntimeEntry } from '../src/storage-rules-runtime.js';
import { ensureRulesRuntimeBuilt } from '../src/typescript-build.js';

try {
  ensureRulesRuntimeBuilt();
} catch (cause) {
  process.stderr.write(`${cause instanceof SetupError ? cause.message : String(cause)}\n`);
  process.exit(1);
}
process.argv.splice(2, process.argv.length - 2, 'serve');
await import(pathToFileURL(rulesRuntimeEntry).href);
