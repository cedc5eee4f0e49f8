import { mkdirSync, writeFileSync } from 'node:fs';
import { PROJECT_ID, urlOf } from '@queryhub/testkit';
import {
  summariseCoverage,
  type CoverageSummary,
  type RuleCoverageReport,
} from './rule-coverage.js';

const OUT_DIR = new URL('../../../test-results/', import.meta.url);

/**
 * Fetches the emulator's coverage report for this project, saves it (JSON and the emulator's own
 * HTML view) with a summary under test-results/, prints the figures and returns the summary.
 */
export async function reportRuleCoverage(): Promise<CoverageSummary> {
  const url = `${urlOf('firestore')}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const json = await (await fetch(url)).text();
  const html = await (await fetch(`${url}.html`)).text();
  const summary = summariseCoverage(JSON.parse(json) as RuleCoverageReport);

  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(new URL('firestore-rule-coverage.json', OUT_DIR), json);
  writeFileSync(new URL('firestore-rule-coverage.html', OUT_DIR), html);
  writeFileSync(
    new URL('firestore-rule-coverage-summary.json', OUT_DIR),
    JSON.stringify(summary, null, 2),
  );

  const percent = (part: number, whole: number) => ((100 * part) / whole).toFixed(1);
  console.log(
    `Firestore rule coverage: ${summary.evaluated}/${summary.operands} expressions evaluated ` +
      `(${percent(summary.evaluated, summary.operands)}%); ${summary.bothOutcomes}/` +
      `${summary.booleanOperands} conditions seen both true and false ` +
      `(${percent(summary.bothOutcomes, summary.booleanOperands)}%). ` +
      'Report: test-results/firestore-rule-coverage.html',
  );
  for (const operand of summary.unevaluated) {
    console.log(`  never evaluated: line ${operand.line}: ${operand.text}`);
  }
  for (const operand of summary.oneOutcomeOnly) {
    console.log(`  only one outcome: line ${operand.line}: ${operand.text}`);
  }
  return summary;
}
