// `npm run bench:worst-case`: each trigger's and callable's CPU time and memory on the most
// hostile input the rules accept (target ≤ 1 s of CPU and ≤ 256 MiB).
//
// Measured in-process on the pure code each one runs per document, without the emulators:
// `process.cpuUsage()` (user + system, all threads, so libvips' worker threads count) and the
// peak resident set size sampled every 5 ms, above the resident size before the case. Firestore
// and Storage round trips are not CPU of ours and are left out. Each case runs in a fresh child
// process, so one case's heap or libvips cache does not inflate the next one's figure.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { buildKeywords, readAnswerDoc, readUserDoc } from '@queryhub/model';
// The PNG builders alone (no SDK loaded into the measured process).
import { fullPixelBombPng } from '@queryhub/testkit/png';

// The functions' own code for these cases, bundled the way functions/scripts/build.ts bundles
// what is deployed (esbuild, CommonJS, sharp external): tsx cannot resolve the handler's lazy
// `import('sharp')` from the CommonJS sources. The bundle goes to node_modules/.cache, from
// where `require('sharp')` finds the installed package.
const FUNCTIONS_SRC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@queryhub/functions/package.json')),
  'src',
);
const FUNCTIONS_BUNDLE = fileURLToPath(
  new URL('../node_modules/.cache/queryhub-bench/worst-case-functions.cjs', import.meta.url),
);
interface FunctionsCode {
  parseContactMessage: typeof import('@queryhub/functions/src/contact/contact-message').parseContactMessage;
  contentRejection: typeof import('@queryhub/functions/src/images/validate-image').contentRejection;
  makeVariants: typeof import('@queryhub/functions/src/images/make-variants').makeVariants;
  postDerivedFields: typeof import('@queryhub/functions/src/posts/post-derived-fields').postDerivedFields;
  mentionCandidates: typeof import('@queryhub/functions/src/comments/mention-targets').mentionCandidates;
  mentionTargets: typeof import('@queryhub/functions/src/comments/mention-targets').mentionTargets;
  displayNameClaimId: typeof import('@queryhub/functions/src/profiles/display-name-key').displayNameClaimId;
  renderCommentMarkdown: typeof import('@queryhub/markdown/server').renderCommentMarkdown;
}

function bundleFunctionsCode(): void {
  buildSync({
    stdin: {
      contents: [
        "export { parseContactMessage } from './contact/contact-message';",
        "export { contentRejection } from './images/validate-image';",
        "export { makeVariants } from './images/make-variants';",
        "export { postDerivedFields } from './posts/post-derived-fields';",
        "export { mentionCandidates, mentionTargets } from './comments/mention-targets';",
        "export { displayNameClaimId } from './profiles/display-name-key';",
        "export { renderCommentMarkdown } from '@queryhub/markdown/server';",
      ].join('\n'),
      resolveDir: FUNCTIONS_SRC,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    outfile: FUNCTIONS_BUNDLE,
    external: [
      'sharp',
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
    ],
    logLevel: 'warning',
  });
}

const functionsCode = () => createRequire(import.meta.url)(FUNCTIONS_BUNDLE) as FunctionsCode;

const CPU_TARGET_MS = 1000;
const MEMORY_TARGET_MIB = 256;

interface Case {
  trigger: string;
  input: string;
  run: () => Promise<unknown>;
}

/** Text of `count` copies of `unit`. */
const repeat = (unit: string, count: number) => unit.repeat(count);
const distinctWords = (count: number) =>
  Array.from({ length: count }, (_, i) => `w${i.toString(36)}`).join(' ');

/**
 * What onAnswerCreated / onAnswerUpdated compute from an answer's text (an edit recomputes the
 * same fields): Keywords from the Markdown-stripped text and the sanitized Html, with highlight.js.
 */
function renderedAnswer(text: string): () => Promise<unknown> {
  return async () => {
    const { Keywords, Html } = functionsCode().postDerivedFields(
      'answer',
      readAnswerDoc({ Answer: text, uid: 'u' }),
      readUserDoc({ displayName: 'bench' }),
      () => false,
    );
    return { result: `${Keywords.length} keywords, ${Math.round(Html.length / 1024)} KiB of Html` };
  };
}

/**
 * What onCommentCreated / onAnswerMentions compute from a text: the mention candidates (at most
 * 20), each one's canonical name key and claim id (every one resolving, the costliest case),
 * the capped targets, then the Html with the links (a comment's inline render, or an answer's
 * full render with highlight.js).
 */
function mentionedText(kind: 'comment' | 'answer', text: string): () => Promise<unknown> {
  return async () => {
    const code = functionsCode();
    const names = code.mentionCandidates(text);
    const uids = new Map(names.map((name) => [name, code.displayNameClaimId(name)]));
    const targets = code.mentionTargets(names, uids, 'author');
    const html =
      kind === 'comment'
        ? code.renderCommentMarkdown(text, targets.links)
        : code.postDerivedFields(
            'answer',
            readAnswerDoc({ Answer: text, uid: 'u' }),
            null,
            () => false,
            targets.links,
          ).Html;
    return {
      result: `${names.length} names, ${targets.notified.length} told, ${Math.round(html.length / 1024)} KiB of Html`,
    };
  };
}

/** Comments of the rules' longest (600 characters) and answers of 10,000, built to cost most. */
const MENTION_CASES: Array<['comment' | 'answer', string, string]> = [
  ['comment', '300 "*_" pairs', '*_'.repeat(300)],
  ['comment', '600 "["', '['.repeat(600)],
  ['comment', '600 "`"', '`'.repeat(600)],
  [
    'comment',
    '200 distinct @mentions',
    Array.from({ length: 200 }, (_, i) => `@u${i}`)
      .join(' ')
      .slice(0, 600),
  ],
  [
    'comment',
    'one @mention of 50 lookalike letters × 11',
    `@${'\u0430\u0435\u043e\u0440\u0441'.repeat(10)} `.repeat(11).slice(0, 600),
  ],
  ['comment', '600 × U+FDFA after @', `@${'\uFDFA'.repeat(49)} `.repeat(12).slice(0, 600)],
  [
    'answer',
    '2,000 distinct @mentions',
    Array.from({ length: 2000 }, (_, i) => `@u${i}`)
      .join(' ')
      .slice(0, 10000),
  ],
  ['answer', '10,000 "@a" in emphasis', '*@a* '.repeat(2000)],
  ['comment', '100 formulas', '$x^2$ '.repeat(100).slice(0, 600)],
];

const MARKDOWN_CASES: Array<[string, string]> = [
  ['5,000 "*_" pairs (deep emphasis)', '*_'.repeat(5000)],
  ['10,000 "<"', '<'.repeat(10000)],
  ['10,000 ">" (nested quotes)', '>'.repeat(10000)],
  ['5,000 "- " (nested lists)', '- '.repeat(5000)],
  ['a 10,000-character word in a C# block', '```csharp\n' + 'a'.repeat(9980) + '\n```'],
  [
    '10,000 characters of highlighted JavaScript',
    '```js\nfunction f(a) { return a + "x"; }\n```\n\n'.repeat(250).slice(0, 10000),
  ],
  ['a 10,000-character table', '| a |\n|-|\n' + '|x'.repeat(4990)],
  ['10,000 × U+3316 (keywords after stripping)', repeat('\u3316', 10000)],
  // Math (KaTeX): the caps of markdown/src/render-math.ts bound these (formulas, characters of
  // markup per text; sizes and macro expansions per formula).
  [
    '10,000 characters of displayed 16-column matrices (math markup cap)',
    `$$\\begin{pmatrix}${'a&'.repeat(15)}\\end{pmatrix}$$ `.repeat(200).slice(0, 10000),
  ],
  [
    '10,000 characters of huge nested formulas (formula cap)',
    '$\\Huge{\\sqrt{\\left(\\frac{x}{y}\\right)}}$ '.repeat(300).slice(0, 10000),
  ],
  [
    '10,000 characters of \\def expansions',
    '$\\def\\a{xx}\\def\\b{\\a\\a\\a\\a}\\b\\b\\b$ '.repeat(250).slice(0, 10000),
  ],
  ['one formula of 999 nested groups', `$${'{'.repeat(999)}x${'}'.repeat(999)}$`],
];

const CASES: Case[] = [
  ...MENTION_CASES.map(([kind, input, text]) => ({
    trigger:
      kind === 'comment'
        ? 'onCommentCreated (render + mentions)'
        : 'onAnswerCreated/onAnswerMentions (mentions)',
    input: `${kind} of ${input}`,
    run: mentionedText(kind, text),
  })),
  ...MARKDOWN_CASES.map(([input, text]) => ({
    trigger: 'onAnswerCreated/Updated (Markdown + keywords)',
    input: `answer of ${input}`,
    run: renderedAnswer(text),
  })),
  {
    trigger: 'onAnswerCreated (keywords)',
    input: 'answer of 10,000 × U+3316 (one 60,000-letter word after NFKC)',
    run: async () => buildKeywords(repeat('\u3316', 10000)),
  },
  {
    trigger: 'onAnswerCreated (keywords)',
    input: 'answer of 10,000 × U+FDFA (18 letters each after NFKC)',
    run: async () => buildKeywords(repeat('\uFDFA', 10000)),
  },
  {
    trigger: 'onAnswerCreated (keywords)',
    input: 'answer of 5,000 distinct words',
    run: async () => buildKeywords(distinctWords(5000)),
  },
  {
    trigger: 'onAnswerCreated (keywords)',
    input: 'answer of 10,000 CJK characters without spaces',
    run: async () => buildKeywords(repeat('東京タワーに行きたい', 1000)),
  },
  {
    trigger: 'onQuestionCreated (keywords)',
    input: 'question of 1,000 × U+3316',
    run: async () => buildKeywords(repeat('\u3316', 1000)),
  },
  {
    trigger: 'rebuildSearchKeywords (per document)',
    input: 'the answer of 10,000 × U+3316',
    run: async () => buildKeywords(repeat('\u3316', 10000)),
  },
  {
    trigger: 'sendContactMessage',
    input: 'message of 5,000 × U+FDFA, name of 100 × U+3316',
    run: async () =>
      functionsCode().parseContactMessage({
        Name: repeat('\u3316', 100),
        EMail: 'a@example.com',
        Comment: repeat('\uFDFA', 5000),
      }),
  },
  {
    trigger: 'onImageFinalized',
    input: 'PNG declaring 16000 × 16000 pixels (< 1 MB)',
    run: async () => {
      const bytes = await fullPixelBombPng(16000);
      const start = process.cpuUsage();
      // What the trigger does with the bytes: the magic-number check, then the variants.
      const { contentRejection, makeVariants } = functionsCode();
      const result = contentRejection(bytes) ?? (await makeVariants(bytes).catch(String));
      return { bytes: bytes.length, result, excludeCpuBefore: start };
    },
  },
];

interface Measurement {
  cpuMs: number;
  peakMiB: number;
  note: string;
}

async function measure(index: number): Promise<Measurement> {
  const testCase = CASES[index] as Case;
  // Loading the functions' code is a cold start's work, once per instance (the post and comment
  // triggers import() it on first use), not per document; under tsx, whose hooks transform the
  // 1.6 MB bundle, it costs ~2 s of CPU (plain Node: ~0.2 s), more than any case.
  functionsCode();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  let start = process.cpuUsage();
  const result = (await testCase.run()) as { excludeCpuBefore?: NodeJS.CpuUsage } | undefined;
  // The pixel bomb's generation is setup, not the trigger's work.
  if (
    result &&
    typeof result === 'object' &&
    'excludeCpuBefore' in result &&
    result.excludeCpuBefore
  ) {
    start = result.excludeCpuBefore;
  }
  const used = process.cpuUsage(start);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const note =
    result && typeof result === 'object' && 'result' in result && !('bytes' in result)
      ? String((result as { result: unknown }).result)
      : result && typeof result === 'object' && 'result' in result
        ? `${
            typeof (result as { result: unknown }).result === 'string'
              ? `rejected: ${String((result as { result: unknown }).result).slice(0, 60)}`
              : 'processed'
          }, ${Math.round((result as unknown as { bytes: number }).bytes / 1024)} KiB file`
        : Array.isArray(result)
          ? `${result.length} keywords`
          : 'ok';
  return { cpuMs: (used.user + used.system) / 1000, peakMiB: (peak - baseline) / 2 ** 20, note };
}

const self = fileURLToPath(import.meta.url);
const caseArg = process.argv[2];
if (caseArg !== undefined) {
  process.stdout.write(JSON.stringify(await measure(Number(caseArg))));
} else {
  console.log(
    'Worst case per trigger on hostile input the rules accept (in-process, one child per case)',
  );
  console.log(
    `Target: ≤ ${CPU_TARGET_MS} ms CPU, ≤ ${MEMORY_TARGET_MIB} MiB above the process baseline\n`,
  );
  bundleFunctionsCode();
  let over = 0;
  const rows = CASES.map((testCase, index) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', self, String(index)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    if (child.status !== 0) {
      over += 1;
      return [testCase.trigger, testCase.input, 'failed', '', child.stderr.split('\n')[0] ?? ''];
    }
    const m = JSON.parse(child.stdout) as Measurement;
    const within = m.cpuMs <= CPU_TARGET_MS && m.peakMiB <= MEMORY_TARGET_MIB;
    if (!within) over += 1;
    return [
      testCase.trigger,
      testCase.input,
      `${m.cpuMs.toFixed(0)} ms`,
      `${m.peakMiB.toFixed(0)} MiB`,
      `${within ? 'within' : 'OVER'} (${m.note})`,
    ];
  });
  const header = ['trigger', 'input', 'CPU', 'peak memory', 'target'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join(' | '));
  }
  console.log(
    '\nNot content-dependent (no row): onCategoryCreated, onPresenceWritten, onAccountDeleted, ' +
      'onVoteWritten, onQuestionAccepted, onFlagCreated and the admin callables do a bounded ' +
      'number of reads and writes per document whatever the text; the notification triggers ' +
      '(onAnswerNotify, onQuestionEditedNotify, onAnswerAcceptedNotify) copy a 140-character ' +
      'excerpt and write at most 1,000 inbox documents per event (MAX_NOTIFIED_FOLLOWERS).',
  );
  // The vote-flip burst needs the emulators (`npm run bench:worst-case` starts them).
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    const { runVoteFlipBurst } = await import('./lib/vote-flips.js');
    await runVoteFlipBurst();
  } else {
    console.log(
      '\nVote-flip burst: skipped (no emulators; `npm run bench:worst-case` starts them).',
    );
  }
  if (over > 0) {
    console.log(`\n${over} case(s) over the target.`);
    process.exitCode = 1;
  }
}
