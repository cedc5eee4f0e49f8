// Prepares the offline emulator suite and says what it chose. Run: npm run setup:emulators
import { describePrepared, prepareEmulators } from '../src/prepare.js';
import { exitOnSetupError } from './cli.js';

try {
  const prepared = prepareEmulators();
  for (const line of describePrepared(prepared)) console.log(line);
} catch (error) {
  exitOnSetupError(error);
}
