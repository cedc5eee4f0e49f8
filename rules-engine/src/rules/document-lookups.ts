// `get()` and `exists()`: document reads from rules, counted against the per-request limit.
import { PendingDocumentError, type DocumentSource } from './documents.js';
import { KNOWN_SERVICES, documentFunctions } from './services.js';
import type { Value } from './values.js';
import { bool, error, isError, str, typeName } from './values.js';

export interface DocumentFunction {
  /** The name as written in the rules, e.g. `firestore.get`. */
  name: string;
  /** `exists()` rather than `get()`. */
  exists: boolean;
}

/**
 * The document function `namespace.name` (or bare `name`) stands for in `service`'s rules, if
 * any. The evaluator reads documents with `get` and `exists` only; an unknown service (the
 * checker refuses it) keeps the bare Firestore names.
 */
export function documentFunction(
  service: string,
  namespace: string | undefined,
  name: string,
): DocumentFunction | undefined {
  const exists = name === 'exists' ? true : name === 'get' ? false : undefined;
  if (exists === undefined) return undefined;
  const qualified = namespace ? `${namespace}.${name}` : name;
  const supported = KNOWN_SERVICES.includes(service)
    ? documentFunctions(service)
    : ['get', 'exists'];
  return supported.includes(qualified) ? { name: qualified, exists } : undefined;
}

export class DocumentLookups {
  private readonly paths = new Set<string>();

  constructor(
    private readonly documents: DocumentSource,
    private readonly maxLookups: number,
  ) {}

  /** Runs `fn` on its evaluated arguments; throws PendingDocumentError until the data is there. */
  call(fn: DocumentFunction, args: Value[]): Value {
    const { name, exists } = fn;
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
    if (!this.paths.has(path) && this.paths.size >= this.maxLookups) {
      return error(`More than ${this.maxLookups} document lookups in one request.`);
    }
    this.paths.add(path);
    const document = this.documents.lookup(path);
    if (document === undefined) throw new PendingDocumentError(path);
    if (exists) return bool(document.found);
    if (!document.found) return error(`${name}(): document ${path} does not exist.`);
    const entries = new Map<string, Value>([
      ['__name__', target],
      ['id', str(segments[segments.length - 1] as string)],
      ['data', { kind: 'map', entries: document.data }],
    ]);
    return { kind: 'map', entries };
  }
}
