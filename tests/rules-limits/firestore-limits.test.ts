// How close each legitimate request comes to production's Security Rules limits
// (docs/rules-limits.md). Production stops a request at 1,000 evaluated expressions, and at 10
// document lookups (get/exists/getAfter/existsAfter) per single-document request or per write of
// a batch, 20 per batched write or transaction; the emulator forgives more in places. Every
// request the app makes is decided here by our rules engine against firestore.rules, must be
// allowed (so its fixture is really legitimate), and must keep to HALF of those limits: a rule
// change that makes a legitimate request cost more fails here, long before production refuses it.
//
// Counting, on the safe side (rules-engine/src/rules/limits.ts and cost.ts): every expression
// node evaluated counts, literals and variable reads included, plus one per top-level element a
// collection operation walks; each write of a batch is measured on its own (its own 1,000), the
// largest is what is held to half. A document counts once per write however often that write's
// rules read it, but a batch's lookups are summed over its writes (no sharing between writes is
// assumed), and a document read before and after the write (get + getAfter) counts twice. The
// engine refuses an 11th lookup in one write, so no write here exceeds production's 10.
import { FIREBASE_LIMITS } from '@queryhub/rules-engine';
import { describe, expect, it } from 'vitest';
import { MEMBER, NOW, forum, path } from './fixtures.js';
import {
  decideRead,
  decideWrites,
  loadFirestoreRules,
  type Measured,
} from './firestore-requests.js';
import { readRequests, writeRequests, type Request } from './requests.js';

/** Half of production's limits: the margin every legitimate request keeps. */
const BUDGET = {
  expressions: FIREBASE_LIMITS.expressionsPerRequest / 2,
  lookupsPerRequest: FIREBASE_LIMITS.documentLookupsPerRequest / 2,
  lookupsPerBatch: FIREBASE_LIMITS.documentLookupsPerBatch / 2,
};

const ruleset = loadFirestoreRules();

interface Row {
  request: Request;
  measured: Measured[];
  /** The most expressions one write (or the read) evaluated. */
  expressions: number;
  /** Lookups of the read, of the lone write, or summed over a batch's writes. */
  lookups: number;
}

function measure(request: Request): Row {
  const database = forum();
  let measured: Measured[];
  if ('read' in request) {
    measured = [decideRead(ruleset, database, request.caller, request.read, NOW)];
  } else {
    if (request.firstStamp) database.delete(path('rateLimits', request.caller.uid));
    measured = decideWrites(ruleset, database, request.caller, request.writes, NOW);
  }
  return {
    request,
    measured,
    expressions: Math.max(...measured.map((m) => m.usage.expressions)),
    lookups: measured.reduce((sum, m) => sum + m.usage.documentLookups, 0),
  };
}

const quota = forum().get(path('profilePictureQuota', MEMBER));
if (!quota) throw new Error('The fixture has no picture quota.');
const rows = [
  ...writeRequests(quota as { windowStart: Date; count: number }),
  ...readRequests(forum()),
].map(measure);

const isBatch = (row: Row) => row.measured.length > 1;

/** `update RateLimits 306·1`: method, collection, expressions·lookups of each write. */
function writesOf(row: Row): string {
  const collection = (m: Measured) =>
    m.path
      .split('/')
      .slice(0, -1)
      .filter((_, i) => i % 2 === 0);
  const each = row.measured.map(
    (m) =>
      `${m.method} ${collection(m).join('/')} ${m.usage.expressions}·${m.usage.documentLookups}`,
  );
  const distinct = [...new Set(each)];
  return distinct.length === 1 && each.length > 1
    ? `${each.length} × ${distinct[0]}`
    : each.join(', ');
}

function details(row: Row): string {
  const lines = row.measured.map((m) => {
    const read = m.usage.documents.map(
      (d) => `${d.after ? 'after:' : ''}${d.path.replace(/^\/databases\/[^/]+\/documents\//, '')}`,
    );
    const verdict = m.permit ? 'allowed' : `DENIED ${m.errors.join('; ')}`;
    return `${m.method} ${m.path}: ${verdict}; ${m.usage.expressions} expressions; ${m.usage.documentLookups} lookups [${read.join(', ')}]`;
  });
  return `${row.request.name}\n  ${lines.join('\n  ')}`;
}

describe('firestore.rules keeps every legitimate request within half of production limits', () => {
  it.each(rows.map((row) => [row.request.name, row] as const))('%s', (_, row) => {
    const why = details(row);
    for (const m of row.measured) expect(m.permit, why).toBe(true);
    expect(row.expressions, why).toBeLessThanOrEqual(BUDGET.expressions);
    const lookups = isBatch(row) ? BUDGET.lookupsPerBatch : BUDGET.lookupsPerRequest;
    expect(row.lookups, why).toBeLessThanOrEqual(lookups);
  });

  it('prints the figures (expressions of the costliest write, lookups of the whole request)', () => {
    console.table(
      rows.map((row) => ({
        request: row.request.name,
        writes: 'read' in row.request ? `${row.request.read.method} (read)` : writesOf(row),
        expressions: row.expressions,
        'batch total': row.measured.reduce((sum, m) => sum + m.usage.expressions, 0),
        lookups: row.lookups,
      })),
    );
    const worst = (pick: (row: Row) => number, of: Row[]) =>
      of.reduce((a, b) => (pick(b) > pick(a) ? b : a));
    const mostExpressions = worst((row) => row.expressions, rows);
    const singles = rows.filter((row) => !isBatch(row));
    const batches = rows.filter(isBatch);
    console.log(
      [
        `most expressions: ${mostExpressions.expressions} of ${BUDGET.expressions} (${mostExpressions.request.name})`,
        `most lookups, single request: ${worst((r) => r.lookups, singles).lookups} of ${BUDGET.lookupsPerRequest}`,
        `most lookups, batch: ${worst((r) => r.lookups, batches).lookups} of ${BUDGET.lookupsPerBatch}`,
      ].join('\n'),
    );
    expect(rows.length).toBeGreaterThan(60);
  });
});
