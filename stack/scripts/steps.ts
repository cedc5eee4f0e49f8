// Runs npm scripts side by side and fails if any fails: `npm test` runs its CPU-bound static
// checks this way (ESLint and tsc use one core each). Usage: tsx stack/scripts/steps.ts lint typecheck
import { runSteps, summary } from '../src/steps.js';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: tsx stack/scripts/steps.ts <npm script> [<npm script>...]');
  process.exit(2);
}
const started = performance.now();
const results = await runSteps(names);
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(`\n${summary(results)}\nall steps: ${seconds} s`);
process.exitCode = results.every((result) => result.code === 0) ? 0 : 1;
