// The cost bench's probe (bench/cost.ts): preloaded into every Node process of its stack through
// NODE_OPTIONS (the `bench:cost` script), it acts only inside the functions emulator's workers,
// where it counts what each function asks of Firestore at the one funnel every Admin SDK call goes
// through (@google-cloud/firestore's Firestore#request and #requestStream): the documents each
// query, get and aggregation returned, and each write and delete of every commit. The Firestore
// emulator counts nothing itself (firebase-tools#3149), and the functions' code is not touched.
// One JSON line per RPC is appended to QUERYHUB_COST_PROBE_FILE. Plain JavaScript: NODE_OPTIONS
// preloads it before any TypeScript loader.
import { appendFileSync } from 'node:fs';
import Module from 'node:module';

const file = process.env.QUERYHUB_COST_PROBE_FILE;
const inWorker = (process.argv[1] ?? '').includes('functionsEmulatorRuntime');

/** `projects/p/databases/d/documents/A/x/B/y` → `A/x/B/y`. */
function documentPath(name) {
  const at = name.indexOf('/documents/');
  return at === -1 ? name : name.slice(at + '/documents/'.length);
}

function record(event) {
  const fn = process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? '';
  appendFileSync(file, `${JSON.stringify({ t: Date.now(), fn, ...event })}\n`);
}

/** What a query reads from: its collection id (a group query reads every collection of that id). */
function queryTarget(request) {
  const from =
    request?.structuredQuery?.from?.[0] ??
    request?.structuredAggregationQuery?.structuredQuery?.from?.[0];
  return from?.collectionId ?? '?';
}

const READS = {
  runQuery: (chunk) => (chunk?.document ? 1 : 0),
  runAggregationQuery: (chunk) => (chunk?.result ? 1 : 0),
  batchGetDocuments: (chunk) => (chunk?.found || chunk?.missing ? 1 : 0),
};

function describeWrite(write) {
  if (write.delete) return { path: documentPath(write.delete), op: 'delete', mask: null };
  const name = write.update?.name ?? write.transform?.document ?? '';
  const exists = write.currentDocument?.exists;
  const mask = write.updateMask?.fieldPaths ?? null;
  const transforms = (write.updateTransforms ?? write.transform?.fieldTransforms ?? []).map(
    (t) => t.fieldPath,
  );
  const op = exists === false ? 'create' : mask || exists === true ? 'update' : 'set';
  return {
    path: documentPath(name),
    op,
    mask: mask ? [...mask, ...transforms] : write.update ? null : transforms,
  };
}

function patch(firestoreModule) {
  const proto = firestoreModule?.Firestore?.prototype;
  if (!proto || proto.__costProbe) return;
  proto.__costProbe = true;

  const request = proto.request;
  proto.request = async function (methodName, req, ...rest) {
    const result = await request.call(this, methodName, req, ...rest);
    if ((methodName === 'commit' || methodName === 'batchWrite') && Array.isArray(req?.writes)) {
      record({ kind: 'write', method: methodName, writes: req.writes.map(describeWrite) });
    }
    return result;
  };

  const requestStream = proto.requestStream;
  proto.requestStream = async function (methodName, bidirectional, req, ...rest) {
    const stream = await requestStream.call(this, methodName, bidirectional, req, ...rest);
    const count = READS[methodName];
    if (!count) return stream;
    let docs = 0;
    let done = false;
    const target =
      methodName === 'batchGetDocuments'
        ? (req.documents ?? []).map((name) => documentPath(name).split('/').at(-2) ?? '?')
        : [queryTarget(req)];
    const emit = stream.emit;
    // Every chunk a consumer takes is a 'data' event (pipe, on('data'), and read() alike).
    stream.emit = function (event, ...args) {
      if (event === 'data') docs += count(args[0]);
      else if (!done && (event === 'end' || event === 'close' || event === 'error')) {
        done = true;
        record({ kind: 'read', method: methodName, docs, targets: target });
      }
      return emit.call(this, event, ...args);
    };
    return stream;
  };
}

if (file && inWorker) {
  const load = Module._load;
  Module._load = function (requestName, ...rest) {
    const loaded = load.call(this, requestName, ...rest);
    if (requestName === '@google-cloud/firestore') patch(loaded);
    return loaded;
  };
}
