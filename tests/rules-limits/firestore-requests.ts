// Firestore requests decided by our rules engine (@queryhub/rules-engine) against the repo's
// firestore.rules, without an emulator: a small in-memory database, batches applied the way
// Firestore applies them (each write decided against the state before the batch, getAfter()
// against the state after it), and what each decision took (expressions, document lookups).
import { readFileSync } from 'node:fs';
import {
  compileRules,
  formatIssue,
  values,
  type DocumentLookup,
  type DocumentSource,
  type EvaluationUsage,
  type RequestMethod,
  type Ruleset,
  type Value,
} from '@queryhub/rules-engine';

const DATABASE = '(default)';
const DOCUMENTS_ROOT = `/databases/${DATABASE}/documents`;

/** What a builder puts where the client writes `serverTimestamp()`: the request's time. */
export const SERVER_TIME = Symbol('serverTimestamp()');

export type Fields = Record<string, unknown>;

/** Documents by path relative to the database root, e.g. `Questions/q1`. */
export type Database = ReadonlyMap<string, Fields>;

export type Write =
  | { op: 'set'; path: string; data: Fields }
  /** `set(…, {merge: true})`: nested maps merge field by field. */
  | { op: 'merge'; path: string; data: Fields }
  /** `update()`: top-level fields replaced. */
  | { op: 'update'; path: string; data: Fields }
  | { op: 'delete'; path: string };

/** The signed-in caller, shaped as Firebase Auth's ID token reaches the rules. */
export interface Caller {
  uid: string;
  emailVerified?: boolean;
  claims?: Fields;
}

export function loadFirestoreRules(): Ruleset {
  const content = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const { ruleset, issues } = compileRules([{ name: 'firestore.rules', content }]);
  if (!ruleset)
    throw new Error(`firestore.rules does not compile:\n${issues.map(formatIssue).join('\n')}`);
  return ruleset;
}

const NANOS_PER_MILLI = 1_000_000n;

function timestampAt(date: Date): Value {
  return { kind: 'timestamp', nanos: BigInt(date.getTime()) * NANOS_PER_MILLI };
}

/** A JavaScript value as the rules see the stored field; SERVER_TIME becomes `now`. */
function toValue(input: unknown, now: Value): Value {
  if (input === SERVER_TIME) return now;
  if (input === null) return values.NULL;
  if (input instanceof Date) return timestampAt(input);
  if (Array.isArray(input)) return values.list(input.map((item) => toValue(item, now)));
  switch (typeof input) {
    case 'string':
      return values.str(input);
    case 'boolean':
      return values.bool(input);
    case 'number':
      return Number.isInteger(input) ? values.int(input) : values.float(input);
    case 'object':
      return fieldsValue(input as Fields, now);
    default:
      throw new Error(`No rules value for ${String(input)}.`);
  }
}

function fieldsValue(fields: Fields, now: Value): Value {
  return values.map(new Map(Object.entries(fields).map(([k, v]) => [k, toValue(v, now)])));
}

function pathValue(relative: string): Value {
  return { kind: 'path', segments: `${DOCUMENTS_ROOT}/${relative}`.split('/').filter(Boolean) };
}

/** A document as `resource` / `request.resource` / `get()` show it. */
function documentValue(relative: string, fields: Fields, now: Value): Value {
  const segments = relative.split('/');
  return values.map(
    new Map<string, Value>([
      ['__name__', pathValue(relative)],
      ['id', values.str(segments[segments.length - 1] as string)],
      ['data', fieldsValue(fields, now)],
    ]),
  );
}

function isPlainObject(value: unknown): value is Fields {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

function deepMerge(before: Fields, change: Fields): Fields {
  const merged: Fields = { ...before };
  for (const [key, value] of Object.entries(change)) {
    const old = merged[key];
    merged[key] = isPlainObject(old) && isPlainObject(value) ? deepMerge(old, value) : value;
  }
  return merged;
}

/** The database once `writes` are applied in order. */
function applyWrites(database: Database, writes: readonly Write[]): Map<string, Fields> {
  const after = new Map(database);
  for (const write of writes) {
    const old = after.get(write.path);
    switch (write.op) {
      case 'set':
        after.set(write.path, write.data);
        break;
      case 'merge':
        after.set(write.path, deepMerge(old ?? {}, write.data));
        break;
      case 'update':
        if (!old) throw new Error(`update() of the missing document ${write.path}.`);
        after.set(write.path, { ...old, ...write.data });
        break;
      case 'delete':
        after.delete(write.path);
        break;
    }
  }
  return after;
}

function documentSource(before: Database, after: Database, now: Value): DocumentSource {
  const read = (database: Database, path: string): DocumentLookup => {
    if (!path.startsWith(`${DOCUMENTS_ROOT}/`)) return { found: false };
    const fields = database.get(path.slice(DOCUMENTS_ROOT.length + 1));
    if (!fields) return { found: false };
    const data = fieldsValue(fields, now);
    return data.kind === 'map' ? { found: true, data: data.entries } : { found: false };
  };
  return { lookup: (path) => read(before, path), lookupAfter: (path) => read(after, path) };
}

function callerValue(caller: Caller | null): Value {
  if (!caller) return values.NULL;
  const token: Fields = {
    email: `${caller.uid}@example.com`,
    email_verified: caller.emailVerified ?? true,
    firebase: {
      sign_in_provider: 'password',
      identities: { email: [`${caller.uid}@example.com`] },
    },
    ...caller.claims,
  };
  return toValue({ uid: caller.uid, token }, values.NULL);
}

/** One decision and what it took. */
export interface Measured {
  path: string;
  method: RequestMethod;
  permit: boolean;
  errors: string[];
  usage: EvaluationUsage;
}

interface RequestShape {
  caller: Caller | null;
  path: string;
  method: RequestMethod;
  /** The stored document (`resource`), if any. */
  resource: Fields | undefined;
  /** The document as the write would leave it (`request.resource`), for create and update. */
  incoming: Fields | undefined;
  /** `request.query` of a list. */
  query?: Fields;
}

function decide(
  ruleset: Ruleset,
  shape: RequestShape,
  before: Database,
  after: Database,
  time: Date,
): Measured {
  const now = timestampAt(time);
  const request = new Map<string, Value>([
    ['auth', callerValue(shape.caller)],
    ['method', values.str(shape.method)],
    ['path', pathValue(shape.path)],
    ['time', now],
    [
      'resource',
      shape.incoming === undefined ? values.NULL : documentValue(shape.path, shape.incoming, now),
    ],
  ]);
  if (shape.query) request.set('query', toValue(shape.query, now));
  const decision = ruleset.authorize(
    {
      service: 'cloud.firestore',
      path: `${DOCUMENTS_ROOT}/${shape.path}`,
      method: shape.method,
      variables: {
        request: values.map(request),
        resource:
          shape.resource === undefined
            ? values.NULL
            : documentValue(shape.path, shape.resource, now),
      },
    },
    documentSource(before, after, now),
  );
  return {
    path: shape.path,
    method: shape.method,
    permit: decision.permit,
    errors: decision.errors,
    usage: decision.usage,
  };
}

/**
 * A batched write (or a lone write: a batch of one) as Firestore decides it: every write against
 * the database before the batch (`resource`, get(), exists()), with `request.resource` and
 * getAfter() showing the database after the whole batch.
 */
export function decideWrites(
  ruleset: Ruleset,
  database: Database,
  caller: Caller,
  writes: readonly Write[],
  time: Date,
): Measured[] {
  const after = applyWrites(database, writes);
  return writes.map((write) => {
    const stored = database.get(write.path);
    const method: RequestMethod =
      write.op === 'delete' ? 'delete' : stored === undefined ? 'create' : 'update';
    return decide(
      ruleset,
      {
        caller,
        path: write.path,
        method,
        resource: stored,
        incoming: write.op === 'delete' ? undefined : after.get(write.path),
      },
      database,
      after,
      time,
    );
  });
}

/** A `get` of one document, or a `list` whose query the rules see as `query` (limit, offset…). */
export function decideRead(
  ruleset: Ruleset,
  database: Database,
  caller: Caller | null,
  read:
    | { method: 'get'; path: string }
    | { method: 'list'; path: string; sample: Fields; query: Fields },
  time: Date,
): Measured {
  return decide(
    ruleset,
    {
      caller,
      path: read.path,
      method: read.method,
      // A list is decided for the documents its query may return: `resource` is one of them.
      resource: read.method === 'list' ? read.sample : database.get(read.path),
      incoming: undefined,
      query: read.method === 'list' ? read.query : undefined,
    },
    database,
    database,
    time,
  );
}
