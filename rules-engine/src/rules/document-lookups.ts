// `get()`, `exists()`, `getAfter()` and `existsAfter()`: document reads from rules, counted
// against the per-request limit.
import { PendingDocumentError, type DocumentSource } from './documents.js';
import { KNOWN_SERVICES, documentFunctions } from './services.js';
import type { Value } from './values.js';
import { bool, error, isError, str, typeName } from './values.js';

export interface DocumentFunction {
  /** The name as written in the rules, e.g. `firestore.get`. */
  name: string;
  /** `exists()` / `existsAfter()` rather than `get()` / `getAfter()`. */
  exists: boolean;
  /** `getAfter()` / `existsAfter()`: the document as the write would leave it. */
  after: boolean;
}

const DOCUMENT_FUNCTION_KINDS: Record<string, { exists: boolean; after: boolean }> = {
  get: { exists: false, after: false },
  exists: { exists: true, after: false },
  getAfter: { exists: false, after: true },
  existsAfter: { exists: true, after: true },
};

/**
 * The document function `namespace.name` (or bare `name`) stands for in `service`'s rules, if
 * any. An unknown service (the checker refuses it) keeps the bare Firestore names.
 */
export function documentFunction(
  service: string,
  namespace: string | undefined,
  name: string,
): DocumentFunction | undefined {
  if (!Object.hasOwn(DOCUMENT_FUNCTION_KINDS, name)) return undefined;
  const kind = DOCUMENT_FUNCTION_KINDS[name] as { exists: boolean; after: boolean };
  const qualified = namespace ? `${namespace}.${name}` : name;
  const supported = KNOWN_SERVICES.includes(service)
    ? documentFunctions(service)
    : ['get', 'exists'];
  return supported.includes(qualified) ? { name: qualified, ...kind } : undefined;
}

/** One document a request read, in the order of first use. */
export interface LookedUpDocument {
  path: string;
  /** Read as the write would leave it (`getAfter()`/`existsAfter()`). */
  after: boolean;
}

export class DocumentLookups {
  /**
   * Each document counts once however often it is read (Firebase caches repeated reads of a
   * document within a request). A document read both before and after the write counts twice:
   * Firebase does not say whether those share a cache entry, and counting more is the safe side.
   */
  private readonly seen = new Map<string, LookedUpDocument>();

  constructor(
    private readonly documents: DocumentSource,
    private readonly maxLookups: number,
  ) {}

  /** The documents read so far, each once. */
  get lookedUp(): LookedUpDocument[] {
    return [...this.seen.values()];
  }

  /** Runs `fn` on its evaluated arguments; throws PendingDocumentError until the data is there. */
  call(fn: DocumentFunction, args: Value[]): Value {
    const { name, exists, after } = fn;
    if (args.length !== 1) return error(`${name}() takes 1 argument.`);
    const target = args[0] as Value;
    if (isError(target)) return target;
    if (target.kind !== 'path') return error(`${name}() expects a path, got ${typeName(target)}.`);
    const segments = target.segments;
    if (
      segments[0] !== 'databases' ||
      segments[2] !== 'documents' ||
      segments.length < 5 ||
      segments.length % 2 === 0
    ) {
      return error(`${name}(): /${segments.join('/')} is not a document path.`);
    }
    const path = `/${segments.join('/')}`;
    const key = `${after ? 'after' : 'before'} ${path}`;
    if (!this.seen.has(key) && this.seen.size >= this.maxLookups) {
      return error(`More than ${this.maxLookups} document lookups in one request.`);
    }
    const source = after
      ? this.documents.lookupAfter?.bind(this.documents)
      : this.documents.lookup.bind(this.documents);
    if (!source) return error(`${name}(): the state after the write is not known here.`);
    const read = source(path);
    if (read === undefined) throw new PendingDocumentError(path, after);
    this.seen.set(key, { path, after });
    if (exists) return bool(read.found);
    if (!read.found) return error(`${name}(): document ${path} does not exist.`);
    const entries = new Map<string, Value>([
      ['__name__', target],
      ['id', str(segments[segments.length - 1] as string)],
      ['data', { kind: 'map', entries: read.data }],
    ]);
    return { kind: 'map', entries };
  }
}
