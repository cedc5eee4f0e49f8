// Command-line parsing for `npm run admin -- <command>`; pure, so it is unit-tested.
import {
  PRIVILEGE_PRESETS,
  WEBHOOK_EVENTS,
  isPrivilegePreset,
  isWebhookEvent,
  type PrivilegePreset,
  type WebhookEvent,
} from '@queryhub/model';

const CALLABLE_COMMANDS = {
  recount: 'recountUserCounters',
  'rebuild-keywords': 'rebuildSearchKeywords',
  'purge-orphans': 'purgeOrphanedFiles',
  'migrate-legacy': 'migrateLegacyData',
  'recompute-reputation': 'recomputeReputation',
  'recompute-badges': 'recomputeBadges',
  digest: 'runDigest',
} as const;

type CallableCommand = keyof typeof CALLABLE_COMMANDS;

type AdminCommand =
  | { kind: 'help' }
  | { kind: 'claim'; action: 'grant' | 'revoke'; role: ClaimRole; email: string }
  | { kind: 'preset'; preset: PrivilegePreset }
  | { kind: 'callable'; command: CallableCommand; callable: string }
  | { kind: 'search'; action: SearchCommand }
  | { kind: 'webhooks'; action: WebhookCommand };

/** `webhooks add|list|remove` (functions/scripts/admin/webhooks.ts). */
export type WebhookCommand =
  | { action: 'add'; url: string; events: WebhookEvent[] }
  | { action: 'list' }
  | { action: 'remove'; id: string };

/** The custom claims the CLI grants: `admin: true` or `moderator: true`. */
export type ClaimRole = 'admin' | 'moderator';

const CLAIM_COMMANDS: Record<string, { action: 'grant' | 'revoke'; role: ClaimRole }> = {
  grant: { action: 'grant', role: 'admin' },
  revoke: { action: 'revoke', role: 'admin' },
  'grant-moderator': { action: 'grant', role: 'moderator' },
  'revoke-moderator': { action: 'revoke', role: 'moderator' },
};

/** Commands the CLI runs itself against the search database (functions/scripts/admin/search.ts). */
const SEARCH_COMMANDS = ['reindex', 'migrate-search'] as const;
export type SearchCommand = (typeof SEARCH_COMMANDS)[number];

export interface AdminOptions {
  /** Set: a real project (credentials from GOOGLE_APPLICATION_CREDENTIALS). Unset: the emulators. */
  project?: string;
  /** Web API key of the real project, needed to sign in for callables. */
  apiKey?: string;
  region: string;
  /** E-mail of the admin account the callables run as (default: a CLI service identity). */
  as?: string;
}

export interface ParsedArgs {
  command: AdminCommand;
  options: AdminOptions;
}

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  grant <email>        give the account the custom claim admin: true
  revoke <email>       remove the admin claim from the account
  grant-moderator <email>   give the account the custom claim moderator: true (flag and
                       close queues, every privilege; no other admin right)
  revoke-moderator <email>  remove the moderator claim from the account
  preset <name>        choose the privilege thresholds: ${PRIVILEGE_PRESETS.join(' or ')}
                       (Settings/Privileges; audited)
  recount              recount every user's question and answer counters
  rebuild-keywords     recompute search keywords of all questions and answers
  purge-orphans        delete uploaded files that no document references
  migrate-legacy       migrate data from the original app (passwords, categories, files)
  recompute-reputation recompute vote counters and every user's reputation from the raw votes
  recompute-badges     award the badges the data makes due and recount the badge counts
  digest               send the weekly digest now (the emulator never runs schedules)
  migrate-search       create or update the search database's schema (idempotent)
  reindex              rebuild the search database from Firestore, in pages, with progress
  webhooks add <url> <event>...  register an outgoing webhook endpoint for one or more of
                       ${WEBHOOK_EVENTS.join(', ')}; prints its signing secret (once)
  webhooks list        the endpoints and their latest deliveries
  webhooks remove <id> remove an endpoint (its queued deliveries are skipped)
  help                 show this text

Options:
  --project <id>       run against a real Firebase project instead of the emulators;
                       needs GOOGLE_APPLICATION_CREDENTIALS (a service-account key file)
  --api-key <key>      the project's web API key (or QUERYHUB_WEB_API_KEY); callables need it
  --region <region>    region of the functions (default us-central1)
  --as <email>         call the maintenance commands as this account (it must be an admin)

Without --project the CLI talks to the local emulators (project demo-queryhub):
start them first with \`npm start\`.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

const VALUE_OPTIONS = new Set(['--project', '--api-key', '--region', '--as']);
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function splitOptions(argv: readonly string[]): {
  positional: string[];
  values: Map<string, string>;
} {
  const positional: string[] = [];
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--help' || arg === '-h') {
      positional.unshift('help');
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    if (!VALUE_OPTIONS.has(name as string)) throw new UsageError(`Unknown option ${name}.`);
    const value = inline ?? argv[++index];
    if (value === undefined || value === '' || value.startsWith('--'))
      throw new UsageError(`${name} needs a value.`);
    values.set(name as string, value);
  }
  return { positional, values };
}

function parseCommand(positional: readonly string[]): AdminCommand {
  const [name, ...rest] = positional;
  if (name === undefined || name === 'help') return { kind: 'help' };
  const claim = CLAIM_COMMANDS[name];
  if (claim !== undefined && Object.hasOwn(CLAIM_COMMANDS, name)) {
    const [email, ...extra] = rest;
    if (email === undefined)
      throw new UsageError(`${name} needs the account's e-mail: npm run admin -- ${name} <email>`);
    if (!EMAIL_SHAPE.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
    return { kind: 'claim', ...claim, email };
  }
  if (name === 'preset') {
    const [preset, ...extra] = rest;
    if (!isPrivilegePreset(preset))
      throw new UsageError(`preset needs one of: ${PRIVILEGE_PRESETS.join(', ')}`);
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
    return { kind: 'preset', preset };
  }
  if ((SEARCH_COMMANDS as readonly string[]).includes(name)) {
    if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest.join(' ')}`);
    return { kind: 'search', action: name as SearchCommand };
  }
  if (name === 'webhooks') return { kind: 'webhooks', action: parseWebhookCommand(rest) };
  if (Object.hasOwn(CALLABLE_COMMANDS, name)) {
    if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest.join(' ')}`);
    const command = name as CallableCommand;
    return { kind: 'callable', command, callable: CALLABLE_COMMANDS[command] };
  }
  throw new UsageError(`Unknown command "${name}".`);
}

function parseWebhookCommand(rest: readonly string[]): WebhookCommand {
  const [action, ...args] = rest;
  if (action === 'list') {
    if (args.length > 0) throw new UsageError(`Unexpected argument: ${args.join(' ')}`);
    return { action: 'list' };
  }
  if (action === 'remove') {
    const [id, ...extra] = args;
    if (id === undefined)
      throw new UsageError('webhooks remove needs the endpoint id (see webhooks list).');
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
    return { action: 'remove', id };
  }
  if (action === 'add') {
    const [url, ...eventArgs] = args;
    const events = eventArgs.flatMap((arg) => arg.split(',')).filter((event) => event !== '');
    if (url === undefined || events.length === 0) {
      throw new UsageError(
        `webhooks add needs a URL and one or more events: npm run admin -- webhooks add https://example.com/hook ${WEBHOOK_EVENTS[0]}`,
      );
    }
    const unknown = events.filter((event) => !isWebhookEvent(event));
    if (unknown.length > 0) {
      throw new UsageError(
        `Unknown event ${unknown.join(', ')}: choose from ${WEBHOOK_EVENTS.join(', ')}.`,
      );
    }
    return { action: 'add', url, events: events as WebhookEvent[] };
  }
  throw new UsageError('webhooks takes add, list or remove.');
}

export function parseAdminArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): ParsedArgs {
  const { positional, values } = splitOptions(argv);
  const command = parseCommand(positional);
  const options: AdminOptions = { region: values.get('--region') ?? 'us-central1' };
  const project = values.get('--project');
  if (project !== undefined) options.project = project;
  const apiKey = values.get('--api-key') ?? env.QUERYHUB_WEB_API_KEY;
  if (apiKey !== undefined) options.apiKey = apiKey;
  const as = values.get('--as');
  if (as !== undefined) {
    if (!EMAIL_SHAPE.test(as)) throw new UsageError(`--as "${as}" is not an e-mail address.`);
    options.as = as;
  }
  return { command, options };
}
