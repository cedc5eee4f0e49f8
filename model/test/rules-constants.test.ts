// The rules files cannot import TypeScript, so this test reads them as text and checks that
// every limit, pattern, folder and field list they spell equals the model's constant.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLOSE_COOLDOWN_SECONDS,
  CLOSE_VOTE_STAMP,
  COLLECTIONS,
  COMMENT_RAW_FIELDS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ID_PATTERN_SOURCE,
  IMAGE_EXTENSIONS,
  IMAGE_FOLDERS,
  MAX_IMAGE_BYTES,
  MAX_LIST_LIMIT,
  PICTURE_WINDOW_MS,
  PICTURES_PER_WINDOW,
  EDIT_STAMP,
  FLAG_REASONS,
  FLAG_STAMP,
  FLAG_STAMP_FIELDS,
  ACCEPT_STAMP,
  WINDOW_STAMP_SECONDS,
  VOTE_LOCK_SECONDS,
  VOTE_STAMP,
  WINDOW_STAMP_LIMITS,
  FLAGS_PER_WINDOW,
  RATE_STAMP_GAP_SECONDS,
  UNVERIFIED_GAP_FACTOR,
  MEMBER_SIGN_IN_PROVIDERS,
  RESERVED_DISPLAY_NAMES,
  VISIBLE_CHARACTER,
  RAW_FIELDS,
  TEXT_LIMITS,
  USER_PROFILE_FIELDS,
  VARIANTS,
  TAG_PATTERN_SOURCE,
  TAGS_PER_QUESTION,
  FOLLOWED_TAG_FIELDS,
  QUESTION_SAVE_FIELDS,
  ANSWER_SAVE_FIELDS,
  SAVE_STAMP,
  FOLLOWED_CATEGORY_FIELDS,
  type TextLimitKey,
  DEFAULT_PRIVILEGE_PRESET,
  PRIVILEGE_PRESETS,
  PRIVILEGE_SETTINGS_ID,
  PRIVILEGE_THRESHOLDS,
  PRIVILEGES,
  CLOSE_REASONS,
  CLOSE_VOTE_ACTIONS,
  CLOSE_VOTE_FIELDS,
  DRAFT_CLOCK_SLACK_MINUTES,
  DRAFT_FIELDS,
  DRAFT_KINDS,
  DRAFT_TEXT_MAX_LENGTH,
  DRAFT_TTL_DAYS,
  draftHasTags,
} from '../src/index.js';

const firestoreRules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const storageRules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

/** The value of a rules string literal: `\\` stands for one backslash. */
function unescape(literal: string): string {
  return literal.replace(/\\\\/g, '\\');
}

function allMatches(text: string, pattern: RegExp): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))];
}

/** The body of the rules function `name`. */
function functionBody(text: string, name: string): string {
  const start = text.indexOf(`function ${name}(`);
  expect(start, `rules function ${name}`).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf('\n    }', start));
}

/** The text of `match /<collection>/...` up to the next top-level match. */
function matchBlock(collection: string): string {
  const start = firestoreRules.indexOf(`match /${collection}/`);
  expect(start, `match /${collection}/`).toBeGreaterThan(-1);
  const next = firestoreRules.indexOf('\n    match /', start + 1);
  return firestoreRules.slice(start, next === -1 ? undefined : next);
}

function quotedList(list: string): string[] {
  return allMatches(list, /'([^']*)'/).map((m) => m[1] ?? '');
}

/**
 * Which model text limit each `isText(incoming().<field>, …)` is. Display names are checked in
 * isDisplayName, and contact messages by the sendContactMessage callable (which imports the
 * model), so neither appears here.
 */
const TEXT_FIELDS: Record<string, TextLimitKey> = {
  Subject: 'subject',
  Question: 'question',
  Answer: 'answer',
  Text: 'flagText',
  Comment: 'comment',
};

describe('firestore.rules says what the model says', () => {
  it('uses the id pattern for document ids', () => {
    const [match] = allMatches(functionBody(firestoreRules, 'isDocId'), /matches\('([^']*)'\)/);
    expect(unescape(match?.[1] ?? '')).toBe(ID_PATTERN_SOURCE);
  });

  it('uses the e-mail pattern and length', () => {
    const body = functionBody(firestoreRules, 'isEmail');
    expect(unescape(/matches\('([^']*)'\)/.exec(body)?.[1] ?? '')).toBe(`^${EMAIL_PATTERN}$`);
    expect(Number(/size\(\) <= (\d+)/.exec(body)?.[1])).toBe(EMAIL_MAX_LENGTH);
  });

  it('names profile pictures by the id pattern', () => {
    const body = functionBody(firestoreRules, 'isProfilePhotoUrl');
    const pattern = /matches\("([^"]*)"\)/.exec(body)?.[1] ?? '';
    expect(pattern.endsWith(`/${ID_PATTERN_SOURCE.slice(1)}`)).toBe(true);
  });

  it('bounds new profile pictures by the model quota', () => {
    const block = matchBlock(COLLECTIONS.profilePictureQuota);
    expect(Number(/incoming\(\)\.count <= (\d+)/.exec(block)?.[1])).toBe(PICTURES_PER_WINDOW);
    const [, amount = '', unit] = /duration\.value\((\d+), '(\w+)'\)/.exec(block) ?? [];
    expect(unit).toBe('h');
    expect(Number(amount) * 60 * 60 * 1000).toBe(PICTURE_WINDOW_MS);
  });

  it('bounds every text field by its model limit', () => {
    const checks = allMatches(firestoreRules, /isText\(incoming\(\)\.(\w+), (\d+), (\d+)\)/);
    expect(checks.length).toBeGreaterThanOrEqual(Object.keys(TEXT_FIELDS).length);
    for (const [, field = '', min, max] of checks) {
      const key = TEXT_FIELDS[field];
      expect(key, `a model limit for ${field}`).toBeDefined();
      expect({ field, min: Number(min), max: Number(max) }).toEqual({
        field,
        ...TEXT_LIMITS[key!],
      });
    }
  });

  it('lets clients create exactly the model raw fields', () => {
    const exact = (collection: string) =>
      quotedList(/exactlyKeys\(\[([^\]]*)\]\)/.exec(matchBlock(collection))?.[1] ?? '');
    expect(exact(COLLECTIONS.users)).toEqual([...RAW_FIELDS.users]);
    expect(exact(COLLECTIONS.presence)).toEqual([...RAW_FIELDS.presence]);
    expect(exact(COLLECTIONS.categories)).toEqual([...RAW_FIELDS.categories]);
    expect(exact(COLLECTIONS.questions)).toEqual([...RAW_FIELDS.questions]);
    // Or without the optional Tags field: the same list less Tags.
    const questionLists = allMatches(
      matchBlock(COLLECTIONS.questions),
      /exactlyKeys\(\[([^\]]*)\]\)/,
    ).map((m) => quotedList(m[1] ?? ''));
    expect(questionLists).toEqual([
      [...RAW_FIELDS.questions],
      RAW_FIELDS.questions.filter((field) => field !== 'Tags'),
    ]);
    expect(exact(COLLECTIONS.answers)).toEqual([...RAW_FIELDS.answers]);
    expect(exact(COLLECTIONS.comments)).toEqual([...COMMENT_RAW_FIELDS]);
    // Name claims are written only by the claimDisplayName callable.
    for (const closed of [COLLECTIONS.userNames, COLLECTIONS.nameClaims]) {
      expect(matchBlock(closed)).not.toMatch(/allow (create|update|delete|write)/);
    }
  });

  it('checks tags with the model pattern and count, and follows with the model fields', () => {
    const body = functionBody(firestoreRules, 'isTagList');
    expect(body).toContain(`tags.size() >= ${TAGS_PER_QUESTION.min}`);
    expect(body).toContain(`tags.size() <= ${TAGS_PER_QUESTION.max}`);
    // One isTagAt per allowed tag, indexes 0 .. max-1.
    const indexes = allMatches(body, /isTagAt\(tags, (\d+)\)/).map((m) => Number(m[1]));
    expect(indexes).toEqual([...Array(TAGS_PER_QUESTION.max).keys()]);
    const pattern = /matches\('([^']*)'\)/.exec(functionBody(firestoreRules, 'isTagAt'))?.[1];
    expect(unescape(pattern ?? '')).toBe(TAG_PATTERN_SOURCE);
    const exact = (path: string) =>
      quotedList(/exactlyKeys\(\[([^\]]*)\]\)/.exec(matchBlock(path))?.[1] ?? '');
    expect(exact(`${COLLECTIONS.users}/{uid}/${COLLECTIONS.followedTags}`)).toEqual([
      ...FOLLOWED_TAG_FIELDS,
    ]);
    expect(exact(`${COLLECTIONS.users}/{uid}/${COLLECTIONS.followedCategories}`)).toEqual([
      ...FOLLOWED_CATEGORY_FIELDS,
    ]);
    expect(matchBlock(COLLECTIONS.tags)).not.toMatch(/allow (create|update|delete|write)/);
  });

  it('takes exactly the model fields of a save, with its Saves stamp, and never updates one', () => {
    const block = matchBlock(`${COLLECTIONS.users}/{uid}/${COLLECTIONS.saves}`);
    const lists = allMatches(block, /exactlyKeys\(\[([^\]]*)\]\)/).map((m) =>
      quotedList(m[1] ?? ''),
    );
    expect(lists).toEqual([[...QUESTION_SAVE_FIELDS], [...ANSWER_SAVE_FIELDS]]);
    expect(block).toContain(`stampedNow('${SAVE_STAMP}', postId)`);
    expect(block).not.toMatch(/allow (update|write)/);
  });

  it('checks drafts with the model fields, text limits, tags and TTL', () => {
    const block = matchBlock(`${COLLECTIONS.users}/{uid}/${COLLECTIONS.drafts}`);
    expect(quotedList(/exactlyKeys\(\[([^\]]*)\]\)/.exec(block)?.[1] ?? '')).toEqual([
      ...DRAFT_FIELDS,
    ]);
    expect(block).toContain(
      `request.time + duration.value(${DRAFT_TTL_DAYS}, 'd') + duration.value(${DRAFT_CLOCK_SLACK_MINUTES}, 'm')`,
    );
    // Each alternative of isDraftOf: its kinds, their text limit, and tags or none.
    const body = functionBody(firestoreRules, 'isDraftOf');
    const branches = allMatches(
      body,
      /kind in \[([^\]]*)\] && text\.size\(\) <= (\d+) && (isTagList\(incoming\(\)\.Tags\)|incoming\(\)\.Tags == \[\])/g,
    );
    const seen = branches.flatMap((m) =>
      quotedList(m[1] ?? '').map((kind) => ({
        kind,
        max: Number(m[2]),
        tags: m[3]?.startsWith('isTagList') ?? false,
      })),
    );
    expect(seen.map((s) => s.kind).sort()).toEqual([...DRAFT_KINDS].sort());
    for (const { kind, max, tags } of seen) {
      const known = DRAFT_KINDS.find((k) => k === kind);
      expect(known, kind).toBeDefined();
      if (!known) continue;
      expect(max, kind).toBe(DRAFT_TEXT_MAX_LENGTH[known]);
      expect(tags, kind).toBe(draftHasTags(known));
    }
  });

  it('lets no client write ContactForm (messages come through the callable)', () => {
    const contact = matchBlock(COLLECTIONS.contactForm);
    expect(contact).not.toMatch(/allow (create|update|write)/);
    expect(RAW_FIELDS.contactForm).toEqual(expect.arrayContaining(['Name', 'EMail', 'Comment']));
  });

  it('uses the model visible-character class, display-name limit and reserved names', () => {
    const visible = /value\.matches\('\(\?s\)\.\*(\[[^\]]*\])\.\*'\)/.exec(
      functionBody(firestoreRules, 'isText'),
    )?.[1];
    const asJs = unescape(visible ?? '').replace(/\\x\{([0-9A-F]{4})\}/g, '\\u$1');
    expect(asJs).toBe(VISIBLE_CHARACTER.source);
    const name = functionBody(firestoreRules, 'isDisplayName');
    const [, min, max] = /isText\(value, (\d+), (\d+)\)/.exec(name) ?? [];
    expect({ min: Number(min), max: Number(max) }).toEqual(TEXT_LIMITS.displayName);
    expect(quotedList(/in \[([^\]]*)\]/.exec(name)?.[1] ?? '')).toEqual([
      ...RESERVED_DISPLAY_NAMES,
    ]);
  });

  it('lets exactly the model member sign-in methods write (isMember)', () => {
    const body = functionBody(firestoreRules, 'isMember');
    const list = /sign_in_provider in \[([^\]]*)\]/.exec(body)?.[1] ?? '';
    expect(quotedList(list)).toEqual([...MEMBER_SIGN_IN_PROVIDERS]);
  });

  it('pages public lists at most MAX_LIST_LIMIT at a time', () => {
    const body = functionBody(firestoreRules, 'isPagedList');
    expect(Number(/limit <= (\d+)/.exec(body)?.[1])).toBe(MAX_LIST_LIMIT);
  });

  it('enforces the model gap between posts of each kind and between edits (RateLimits)', () => {
    const block = matchBlock(COLLECTIONS.rateLimits);
    const gaps = Object.fromEntries(
      allMatches(block, /stampIsValid\('(\w+)', (\d+), before\)/).map((m) => [m[1], Number(m[2])]),
    );
    expect(gaps).toEqual(RATE_STAMP_GAP_SECONDS);
    // An unverified address waits UNVERIFIED_GAP_FACTOR times as long.
    expect(functionBody(firestoreRules, 'stampIsValid')).toContain(
      "duration.value(rateGap(gapSeconds), 's')",
    );
    const rateGap = functionBody(firestoreRules, 'rateGap');
    expect(rateGap).toContain('isVerified()');
    expect(Number(/seconds \* (\d+)/.exec(rateGap)?.[1])).toBe(UNVERIFIED_GAP_FACTOR);
    for (const [, list = ''] of allMatches(block, /keys\(\)\.hasOnly\(\[([^\]]*)\]\)/)) {
      if (list.includes("'at'")) continue;
      expect(quotedList(list)).toEqual([...Object.keys(RATE_STAMP_GAP_SECONDS), FLAG_STAMP]);
    }
  });

  it('counts flags, votes and accepts in the model windows, with the model stamp fields', () => {
    const block = matchBlock(COLLECTIONS.rateLimits);
    // The body runs on to the end of the match block: keep the lists of this function's stamp.
    const windowStamp = functionBody(firestoreRules, 'windowStampIsValid');
    const stampFields = allMatches(windowStamp, /stamp\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/).filter(
      ([, list = '']) => list.includes("'count'"),
    );
    expect(stampFields).toHaveLength(1);
    expect(quotedList(stampFields[0]?.[1] ?? '')).toEqual([...FLAG_STAMP_FIELDS]);
    // As many keys as the list, none outside it: exactly those fields.
    expect(windowStamp).toContain(`stamp.size() == ${FLAG_STAMP_FIELDS.length}`);
    const calls = allMatches(block, /windowStampIsValid\('(\w+)', (\d+), (\d+), before\)/);
    const limits = Object.fromEntries(calls.map((m) => [m[1], Number(m[2])]));
    expect(limits).toEqual(WINDOW_STAMP_LIMITS);
    expect(limits[FLAG_STAMP]).toBe(FLAGS_PER_WINDOW);
    expect(Object.fromEntries(calls.map((m) => [m[1], Number(m[3])]))).toEqual(
      WINDOW_STAMP_SECONDS,
    );
    expect(functionBody(firestoreRules, 'windowEnd')).toContain("duration.value(seconds, 's')");
    const names = /return (\[[^\]]*\])/.exec(functionBody(firestoreRules, 'stampNames'))?.[1];
    expect(quotedList(names ?? '')).toEqual([
      ...Object.keys(RATE_STAMP_GAP_SECONDS),
      ...Object.keys(WINDOW_STAMP_LIMITS),
    ]);
  });

  it('stamps close votes and holds a decided question for the model cooldown', () => {
    expect(matchBlock(COLLECTIONS.closeVotes)).toContain(
      `stampedNow('${CLOSE_VOTE_STAMP}', incoming().questionId)`,
    );
    expect(functionBody(firestoreRules, 'hasCooledDown')).toContain(
      `duration.value(${CLOSE_COOLDOWN_SECONDS}, 's')`,
    );
  });

  it('locks a vote for the model time unless its post was edited', () => {
    expect(functionBody(firestoreRules, 'isUnlockedVote')).toContain(
      `resource.data.date + duration.value(${VOTE_LOCK_SECONDS}, 's')`,
    );
  });

  it('stamps every vote write and accept choice with the model stamps', () => {
    const votes = matchBlock(COLLECTIONS.votes);
    expect(votes).toContain(`stampedNow('${VOTE_STAMP}', incoming().postId)`);
    expect(
      allMatches(
        votes,
        new RegExp(`stampedNow\\('${VOTE_STAMP}', resource\\.data\\.postId\\)`, 'g'),
      ),
    ).toHaveLength(2);
    expect(functionBody(firestoreRules, 'isOwnAcceptedAnswerChoice')).toContain(
      `stampedNow('${ACCEPT_STAMP}', questionId)`,
    );
  });

  it('stamps every flag with the model flag stamp naming the flagged post', () => {
    expect(matchBlock(COLLECTIONS.flags)).toContain(
      `stampedNow('${FLAG_STAMP}', incoming().PostID)`,
    );
  });

  it('stamps every edit of a post with the model edit stamp', () => {
    expect(functionBody(firestoreRules, 'isOwnTextEdit')).toContain(
      `stampedNow('${EDIT_STAMP}', docId)`,
    );
  });

  it('lets owners change only the model profile fields', () => {
    const body = functionBody(firestoreRules, 'changedProfileFieldsAreValid');
    expect(quotedList(/hasOnly\(\[([^\]]*)\]\)/.exec(body)?.[1] ?? '')).toEqual([
      ...USER_PROFILE_FIELDS,
    ]);
  });

  it('spells the model privilege thresholds, presets and settings document', () => {
    // thresholdOf(privilege, <one parameter per privilege, in the model order>).
    const params = /function thresholdOf\(privilege, ([^)]*)\)/.exec(firestoreRules)?.[1] ?? '';
    expect(params.split(', ')).toEqual([...PRIVILEGES]);
    const body = functionBody(firestoreRules, 'privilegeThreshold');
    const [, otherPreset = '', other = '', fallback = ''] =
      /privilegePreset\(\) == '(\w+)'\s*\? thresholdOf\(privilege, ([\d, ]+)\)\s*: thresholdOf\(privilege, ([\d, ]+)\)/.exec(
        body,
      ) ?? [];
    const numbers = (list: string) => list.split(', ').map(Number);
    const [defaultPreset] = PRIVILEGE_PRESETS.filter((preset) => preset !== otherPreset);
    expect(PRIVILEGE_PRESETS).toContain(otherPreset);
    expect(defaultPreset).toBe(DEFAULT_PRIVILEGE_PRESET);
    expect(numbers(other)).toEqual(
      PRIVILEGES.map((p) => PRIVILEGE_THRESHOLDS[otherPreset as 'young'][p]),
    );
    expect(numbers(fallback)).toEqual(
      PRIVILEGES.map((p) => PRIVILEGE_THRESHOLDS[DEFAULT_PRIVILEGE_PRESET][p]),
    );
    const preset = functionBody(firestoreRules, 'privilegePreset');
    expect(preset).toContain(`/${COLLECTIONS.settings}/${PRIVILEGE_SETTINGS_ID};`);
    expect(allMatches(preset, /'(\w+)'/).map((m) => m[1])).toEqual([
      'Preset',
      DEFAULT_PRIVILEGE_PRESET,
      DEFAULT_PRIVILEGE_PRESET,
    ]);
    // Every privilege the rules ask for is one of the model's.
    for (const [, name = ''] of allMatches(firestoreRules, /hasPrivilege\('(\w+)'\)/)) {
      expect(PRIVILEGES).toContain(name);
    }
  });

  it('lets a vote be a downvote only with the downvote privilege', () => {
    const votes = matchBlock(COLLECTIONS.votes);
    expect(allMatches(votes, /isAllowedValue\(incoming\(\)\.value\)/)).toHaveLength(2);
    expect(functionBody(firestoreRules, 'isAllowedValue')).toContain(
      "value == 1 || (value == -1 && hasPrivilege('downvote'))",
    );
  });

  it('takes close votes with the model fields, reasons and actions', () => {
    const block = matchBlock(COLLECTIONS.closeVotes);
    expect(quotedList(/exactlyKeys\(\[([^\]]*)\]\)/.exec(block)?.[1] ?? '')).toEqual([
      ...CLOSE_VOTE_FIELDS,
    ]);
    expect(quotedList(/reason in \[([^\]]*)\]/.exec(block)?.[1] ?? '')).toEqual([...CLOSE_REASONS]);
    const actions = allMatches(block, /incoming\(\)\.action == '(\w+)'/).map((m) => m[1]);
    expect(new Set(actions)).toEqual(new Set(CLOSE_VOTE_ACTIONS));
    expect(block).toContain("hasPrivilege('voteToClose')");
  });

  it('takes flags with the model reasons', () => {
    const block = matchBlock(COLLECTIONS.flags);
    expect(quotedList(/Reason in \[([^\]]*)\]/.exec(block)?.[1] ?? '')).toEqual([...FLAG_REASONS]);
  });

  it('retires Topic/Name and protects the upload folders of the model', () => {
    // Home pages over Categories; no rule grants the legacy aggregate any more.
    expect(firestoreRules).not.toContain(`match /${COLLECTIONS.topic}/`);
    const folders = allMatches(firestoreRules, /"\^?(\w+'s_\w+)/).map((m) => m[1]);
    expect(new Set(folders)).toEqual(new Set(Object.values(IMAGE_FOLDERS)));
  });
});

describe('storage.rules says what the model says', () => {
  it('lists the model image folders', () => {
    const body = functionBody(storageRules, 'imageFolders');
    const folders = allMatches(body, /"([^"]*)"/).map((m) => m[1]);
    expect(folders).toEqual(Object.values(IMAGE_FOLDERS));
  });

  it('names originals by the id pattern', () => {
    const body = functionBody(storageRules, 'isOriginalName');
    expect(unescape(/matches\('([^']*)'\)/.exec(body)?.[1] ?? '')).toBe(ID_PATTERN_SOURCE);
  });

  it('serves exactly the model variants', () => {
    const body = functionBody(storageRules, 'isVariantName');
    const pattern = unescape(/matches\('([^']*)'\)/.exec(body)?.[1] ?? '');
    const widths = Object.values(VARIANTS).join('|');
    expect(pattern).toBe(`${ID_PATTERN_SOURCE.slice(0, -1)}@(${widths})[.]webp$`);
  });

  it('accepts the model size limit and content types', () => {
    const body = functionBody(storageRules, 'isAcceptableUpload');
    expect(Number(/size <= (\d+)/.exec(body)?.[1])).toBe(MAX_IMAGE_BYTES);
    const types = allMatches(/contentType in \[([^\]]*)\]/.exec(body)?.[1] ?? '', /'([^']*)'/).map(
      (m) => m[1],
    );
    expect(new Set(types)).toEqual(new Set(Object.values(IMAGE_EXTENSIONS)));
  });
});
