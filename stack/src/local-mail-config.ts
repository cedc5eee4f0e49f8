// The functions emulator's mail settings, written before the stack starts into git-ignored files
// that firebase-tools reads for the emulator only: `functions/.env.local` (parameters) and
// `functions/.secret.local` (secrets). Production sets the same names with `firebase
// functions:secrets:set` and functions/.env (README, "Deploy").
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAILDEV_SMTP_URI } from './maildev-service.js';
import { repoRoot } from './paths.js';

const functionsDir = path.join(repoRoot, 'functions');
const LOCAL_SECRETS_FILE = path.join(functionsDir, '.secret.local');
const LOCAL_ENV_FILE = path.join(functionsDir, '.env.local');

/** The values of a KEY=value file (no quoting: our values never need it). */
function readEnvFile(file: string): Map<string, string> {
  const values = new Map<string, string>();
  if (!existsSync(file)) return values;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0 && !line.startsWith('#')) values.set(line.slice(0, at), line.slice(at + 1));
  }
  return values;
}

function writeEnvFile(file: string, header: string, values: Map<string, string>): void {
  const body = [...values].map(([key, value]) => `${key}=${value}`).join('\n');
  writeFileSync(file, `# ${header}\n${body}\n`, { mode: 0o600 });
}

/**
 * Points the emulated functions at the local inbox and gives them a signing key for unsubscribe
 * links. The key is made once per checkout and kept, so the links of mail already in the inbox
 * keep working after a restart; it is never committed (.gitignore).
 */
export function writeLocalMailConfig(): void {
  const secrets = readEnvFile(LOCAL_SECRETS_FILE);
  secrets.set('SMTP_CONNECTION_URI', MAILDEV_SMTP_URI);
  if (!secrets.get('UNSUBSCRIBE_SECRET')) {
    secrets.set('UNSUBSCRIBE_SECRET', randomBytes(32).toString('base64url'));
  }
  writeEnvFile(
    LOCAL_SECRETS_FILE,
    'Written by stack/src/local-mail-config.ts for the functions emulator.',
    secrets,
  );
  const env = readEnvFile(LOCAL_ENV_FILE);
  // Alerts wait 10 s locally instead of 15 minutes, so a person trying QueryHub sees them; the
  // cost bench sets 1 so that each alert runs within the window of the action that queued it.
  env.set('MAIL_ALERT_DELAY_SECONDS', process.env.QUERYHUB_MAIL_ALERT_DELAY_SECONDS ?? '10');
  env.set('SITE_ORIGIN', 'http://127.0.0.1:5000');
  // Every parameter needs a value here: the emulator asks for missing ones on the terminal.
  env.set('MAIL_FROM', '"QueryHub <noreply@queryhub.local>"');
  writeEnvFile(
    LOCAL_ENV_FILE,
    'Written by stack/src/local-mail-config.ts for the functions emulator.',
    env,
  );
}
