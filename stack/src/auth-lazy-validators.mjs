// Preloaded into the firebase-tools process (`node --import`), never imported by our code.
//
// The Auth emulator builds its API from Identity Toolkit's OpenAPI description with exegesis,
// which by default compiles a JSON Schema validator for every operation before the emulator
// listens: about 8 s of CPU on a 2-core machine, the longest step of `firebase emulators:start`
// (ajv's code generation; measured with --cpu-prof). exegesis has an option to compile each
// validator on the first request that needs it instead (`lazyCompileValidationSchemas`), which
// firebase-tools does not set. This sets it as the default, so the Auth emulator starts in about
// 0.5 s and validates every request exactly as before. Only the options of exegesis change;
// nothing else is touched, and nothing at all when the module is not where firebase-tools finds it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** exegesis' options module as firebase-tools resolves it (a dependency of firebase-tools). */
function exegesisOptions() {
  try {
    const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
    return fromFirebaseTools('exegesis/lib/options.js');
  } catch {
    return undefined;
  }
}

// Only in firebase-tools itself, not in the functions runtimes that inherit this preload.
const inFirebaseTools = process.ppid === Number(process.env.QUERYHUB_LEASH_PID);
const options = inFirebaseTools ? exegesisOptions() : undefined;
if (options && typeof options.compileOptions === 'function') {
  const compileOptions = options.compileOptions;
  options.compileOptions = (given = {}) =>
    compileOptions({ lazyCompileValidationSchemas: true, ...given });
}
