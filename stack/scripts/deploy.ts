// `npm run deploy [-- <firebase deploy options>]`: builds and deploys everything, or what
// `--only` names, to a real project. Steps: the web app's build when hosting goes without the
// `ssr` codebase (whose predeploy builds it), the search database's schema when functions go
// (`npm run admin -- migrate-search`, skipped with a notice when no search database is
// configured), then `firebase deploy` with the predeploy steps of firebase.json (README, deploy).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firebaseBin } from '../src/firebase-cli.js';
import { deployPlan, DeployUsageError } from '../src/deploy-plan.js';
import { repoRoot } from '../src/paths.js';

/** KEY=VALUE lines of an env file (the codebases' `.env.<project-id>`), if it exists. */
function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1] ?? '', (match[2] ?? '').replace(/^(["'])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function main(): void {
  const rcFile = path.join(repoRoot, '.firebaserc');
  const firebaserc = existsSync(rcFile)
    ? (JSON.parse(readFileSync(rcFile, 'utf8')) as { projects?: Record<string, string> })
    : {};
  let plan;
  try {
    plan = deployPlan(process.argv.slice(2), firebaserc);
  } catch (error) {
    if (!(error instanceof DeployUsageError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(2);
  }
  if (plan.buildWeb) run('npm', ['run', 'build', '--workspace', 'web']);
  if (plan.migrateSearch) {
    const env = {
      ...readEnvFile(path.join(repoRoot, 'functions', `.env.${plan.project}`)),
      ...process.env,
    };
    if (env.SEARCH_SQL_INSTANCE || env.QUERYHUB_SEARCH_DATABASE_URL) {
      run('npm', ['run', 'admin', '--', 'migrate-search', '--project', plan.project], env);
    } else {
      console.log(
        `\nNo search database configured for ${plan.project} (SEARCH_SQL_INSTANCE in functions/.env.${plan.project}): ` +
          'search falls back to the keyword query; skipping migrate-search.',
      );
    }
  }
  run(process.execPath, [firebaseBin, 'deploy', ...plan.firebaseArgs]);
}

main();
