import { SetupError } from '../src/errors.js';

/** Prints a setup failure as cause + fix (no stack trace) and exits; rethrows anything else. */
export function exitOnSetupError(error: unknown): never {
  if (error instanceof SetupError) {
    console.error(`✖ ${error.cause_}\n  Fix: ${error.fix}`);
    process.exit(1);
  }
  throw error;
}
