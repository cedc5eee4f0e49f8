// The monthly bill from the cost bench's measured counts (docs/cost.md): usage assumptions per
// monthly active user, public list prices, and the arithmetic, kept here so a new run of the bench
// prints a new bill. Every number below that is not measured is an assumption or a price, with its
// source beside it.

/** What the bench measured for one user action (means over its rounds). */
export interface MeasuredAction {
  invocations: number;
  /** Instance time the invocations would be billed: each run rounded up to 100 ms. */
  billedSeconds: number;
  /** Documents read by the functions and by the client before writing. */
  reads: number;
  writes: number;
  deletes: number;
  pgQueries: number;
}

/** What the bench measured for one page view of a fresh browser. */
export interface MeasuredPage {
  serverReads: number;
  listenerReads: number;
  writes: number;
  invocations: number;
  billedSeconds: number;
  pgQueries: number;
  /** Bytes from the site's origin (compressed), and of the HTML alone. */
  bytes: number;
  htmlBytes: number;
}

export const ACTIONS = ['ask', 'answer', 'upvote', 'accept', 'comment', 'edit'] as const;
export type Action = (typeof ACTIONS)[number];
export type Page = 'home' | 'category' | 'question' | 'search' | 'questionSignedIn';

/**
 * Document lookups of each action's security rules (`get`/`exists` on other documents), which
 * Firestore bills as reads: the "lookups" column of tests/rules-limits for the request as the web
 * app sends it (ask without a screenshot, answer, upvote a question, accept, comment on one's own
 * question, edit one's own question's text). Our engine counts each lookup of each write; Firebase
 * may bill a document read twice in one request once, so these are upper bounds.
 */
const RULES_LOOKUPS: Record<Action, number> = {
  ask: 6,
  answer: 6,
  upvote: 5,
  accept: 5,
  comment: 6,
  edit: 4,
};

/**
 * Per monthly active user (MAU) and month. Stack Overflow's 2016 figures set the proportions:
 * 2.6 M questions, 3.1 M answers, 1.1 M accepted, 16.8 M upvotes and 2.4 M downvotes, 9.9 M
 * comments, 3.4 M edits in the year (stackoverflow.blog, "Stack Exchange Year in Review 2016"),
 * and 66.3 M page loads a day ("Stack Overflow: The Architecture – 2016 Edition"): one question
 * per ~9,300 page loads. QueryHub assumes 20 page views per MAU and a young forum's members
 * taking part about 4.6 times as often: 0.01 questions per MAU, the rest in Stack Overflow's
 * proportions to questions (votes of both kinds counted as upvotes).
 */
export const USAGE = {
  pageViews: { home: 2, category: 1, question: 16, search: 1 },
  /** Question pages viewed signed in (members; most readers never sign in). */
  signedInShare: 0.1,
  actions: {
    ask: 0.01,
    answer: 0.012,
    upvote: 0.074,
    accept: 0.0042,
    comment: 0.038,
    edit: 0.013,
  } satisfies Record<Action, number>,
  /**
   * Crawler requests per human page view: each renders a page on the server (no listeners, no
   * assets). Stack Overflow found most of its requests automated (stackoverflow.blog, 2017, "Does
   * anyone actually visit Stack Overflow's home page?"); one per human view is QueryHub's guess.
   */
  botViewsPerView: 1,
  /**
   * Views per MAU and month that download the page's scripts and styles (a new browser or a new
   * release), and service-worker precaches: the others get them from the browser's cache and the
   * service worker, so only their HTML counts.
   */
  coldViewsPerMau: 1,
  precachesPerMau: 1,
  /** Busiest hour over the month's average hour. */
  peakFactor: 3,
};

/**
 * List prices in USD, read 2026-11-28. Firestore, Standard edition, nam5 (US multi-region; a
 * us-central1 database costs half per operation): cloud.google.com/firestore/pricing. Cloud Run
 * functions (the 2nd gen functions), request-based billing, tier 1: cloud.google.com/run/pricing,
 * the same rates firebase-tools 14.27.0 ships (lib/deploy/functions/pricing.js, V2_RATES and
 * V2_FREE_TIER). Hosting: firebase.google.com/pricing (10 GB a month free, then per GB). Cloud SQL
 * for PostgreSQL, Enterprise edition, us-central1: cloud.google.com/sql/pricing.
 */
const PRICES = {
  firestore: {
    read: 0.06 / 100_000,
    write: 0.18 / 100_000,
    delete: 0.02 / 100_000,
    freeReadsPerMonth: 50_000 * 30,
    freeWritesPerMonth: 20_000 * 30,
    freeDeletesPerMonth: 20_000 * 30,
  },
  functions: {
    invocation: 0.4 / 1_000_000,
    vcpuSecond: 0.000024,
    gibSecond: 0.0000025,
    freeInvocations: 2_000_000,
    freeVcpuSeconds: 180_000,
    freeGibSeconds: 360_000,
    /** Functions v2 defaults (256 MiB gets 1 vCPU: firebase-tools memoryToGen2Cpu). */
    vcpu: 1,
    gib: 0.25,
  },
  hosting: { perGb: 0.15, freeGbPerMonth: 10 },
  cloudSql: { vcpuHour: 0.0413, gbHour: 0.007, ssdGbMonth: 0.17, ssdGb: 10, hours: 730 },
};

/**
 * Cloud SQL sizing: a ranked search at 1 M posts took 17.4 ms (bench/search-engine.ts); keep the
 * busiest hour's queries under half of the vCPUs. The README's tier, db-custom-1-3840, is the floor.
 */
const QUERY_CPU_SECONDS = 0.0174;
const SQL_CPU_HEADROOM = 0.5;
const SQL_MEMORY_GB_PER_VCPU = 3.75;

export interface Bill {
  mau: number;
  pageViews: number;
  reads: number;
  writes: number;
  invocations: number;
  pgQueries: number;
  firestore: number;
  functions: number;
  hosting: number;
  cloudSql: number;
  sqlVcpus: number;
  total: number;
  peak: {
    pageViewsPerSecond: number;
    readsPerSecond: number;
    writesPerSecond: number;
    pgPerSecond: number;
  };
}

const SECONDS_PER_MONTH = 30 * 86_400;
const over = (used: number, free: number) => Math.max(0, used - free);

export function monthlyBill(
  mau: number,
  actions: Record<Action, MeasuredAction>,
  pages: Record<Page, MeasuredPage>,
  precacheBytes: number,
): Bill {
  let reads = 0;
  let writes = 0;
  let deletes = 0;
  let invocations = 0;
  let billedSeconds = 0;
  let pgQueries = 0;
  let bytes =
    mau *
    (USAGE.precachesPerMau * precacheBytes +
      USAGE.coldViewsPerMau * (pages.question.bytes - pages.question.htmlBytes));
  let pageViews = 0;
  const addPage = (page: MeasuredPage, views: number, bot: boolean) => {
    reads += views * (page.serverReads + (bot ? 0 : page.listenerReads));
    writes += views * (bot ? 0 : page.writes);
    invocations += views * page.invocations;
    billedSeconds += views * page.billedSeconds;
    pgQueries += views * page.pgQueries;
    bytes += views * page.htmlBytes;
  };
  for (const [name, perMau] of Object.entries(USAGE.pageViews) as [
    keyof typeof USAGE.pageViews,
    number,
  ][]) {
    const views = mau * perMau;
    pageViews += views;
    if (name === 'question') {
      addPage(pages.question, views * (1 - USAGE.signedInShare), false);
      addPage(pages.questionSignedIn, views * USAGE.signedInShare, false);
    } else {
      addPage(pages[name], views, false);
    }
    addPage(pages[name], views * USAGE.botViewsPerView, true);
  }
  for (const action of ACTIONS) {
    const count = mau * USAGE.actions[action];
    const measured = actions[action];
    reads += count * (measured.reads + RULES_LOOKUPS[action]);
    writes += count * measured.writes;
    deletes += count * measured.deletes;
    invocations += count * measured.invocations;
    billedSeconds += count * measured.billedSeconds;
    pgQueries += count * measured.pgQueries;
  }
  const fs = PRICES.firestore;
  const firestore =
    over(reads, fs.freeReadsPerMonth) * fs.read +
    over(writes, fs.freeWritesPerMonth) * fs.write +
    over(deletes, fs.freeDeletesPerMonth) * fs.delete;
  const fn = PRICES.functions;
  const functions =
    over(invocations, fn.freeInvocations) * fn.invocation +
    over(billedSeconds * fn.vcpu, fn.freeVcpuSeconds) * fn.vcpuSecond +
    over(billedSeconds * fn.gib, fn.freeGibSeconds) * fn.gibSecond;
  const hosting = over(bytes / 1e9, PRICES.hosting.freeGbPerMonth) * PRICES.hosting.perGb;
  const peak = (perMonth: number) => (perMonth / SECONDS_PER_MONTH) * USAGE.peakFactor;
  const pgPerSecond = peak(pgQueries);
  const sqlVcpus = Math.max(1, Math.ceil((pgPerSecond * QUERY_CPU_SECONDS) / SQL_CPU_HEADROOM));
  const sql = PRICES.cloudSql;
  const cloudSql =
    (sqlVcpus * sql.vcpuHour + sqlVcpus * SQL_MEMORY_GB_PER_VCPU * sql.gbHour) * sql.hours +
    sql.ssdGb * sql.ssdGbMonth;
  return {
    mau,
    pageViews,
    reads,
    writes,
    invocations,
    pgQueries,
    firestore,
    functions,
    hosting,
    cloudSql,
    sqlVcpus,
    total: firestore + functions + hosting + cloudSql,
    peak: {
      pageViewsPerSecond: peak(pageViews * (1 + USAGE.botViewsPerView)),
      readsPerSecond: peak(reads),
      writesPerSecond: peak(writes),
      pgPerSecond,
    },
  };
}

/** Instance time as Cloud Run bills a request: rounded up to the next 100 ms. */
export function billedSeconds(durationsMs: readonly number[]): number {
  return durationsMs.reduce((sum, ms) => sum + Math.max(1, Math.ceil(ms / 100)) / 10, 0);
}
