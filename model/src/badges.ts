// Badges: the table of what can be earned, the pure rules that say which badges an event's facts
// make due, and the documents functions write (`Badges/{slug}`, `Awards/{id}`,
// `MemberBadges/{uid}`; docs/data-model.md). Clients only read them (firestore.rules).
import type { PostKind } from './post-kind.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import { readChoice, readNumber, readNumberMap, readString, readTime } from './read-fields.js';

const BADGE_TIERS = ['gold', 'silver', 'bronze'] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];

/**
 * `once`: a member earns it at most once (its award id has no post part); `perPost`: once per
 * post (Nice Question for each question that reaches 10).
 */
type BadgeScope = 'once' | 'perPost';

export interface BadgeDefinition {
  /** The URL and document id: lowercase letters and `-`. */
  slug: string;
  name: string;
  tier: BadgeTier;
  description: string;
  scope: BadgeScope;
}

/** Score thresholds of Nice / Good / Great (questions and answers alike). */
const SCORE_BADGE_THRESHOLDS = { nice: 10, good: 25, great: 100 } as const;
/** Enlightened: an accepted answer with at least this score. */
const ENLIGHTENED_SCORE = 10;
/** Necromancer: an answer this many days after its question, with at least this score. */
const NECROMANCER_DAYS = 60;
const NECROMANCER_SCORE = 5;
/** A badge's page lists this many of its most recent awards (the rules' page cap is 50). */
export const BADGE_HOLDERS_PAGE_SIZE = 50;
/** Commentator: this many comments. */
const COMMENTATOR_COMMENTS = 10;

/** Nice, Good and Great, the three score badges of each post kind, lowest first. */
const SCORE_BADGE_LEVELS = [
  { level: 'nice', name: 'Nice', tier: 'bronze' },
  { level: 'good', name: 'Good', tier: 'silver' },
  { level: 'great', name: 'Great', tier: 'gold' },
] as const;

/** The score badges of a post kind: `nice-question` "Nice Question", "A question with …". */
function scoreBadges<const Kind extends PostKind>(kind: Kind, title: string, subject: string) {
  return SCORE_BADGE_LEVELS.map(({ level, name, tier }) => ({
    slug: `${level}-${kind}` as const,
    name: `${name} ${title}`,
    tier,
    description: `${subject} with a score of ${SCORE_BADGE_THRESHOLDS[level]} or more.`,
    scope: 'perPost' as const,
  }));
}

export const BADGES = [
  {
    slug: 'student',
    name: 'Student',
    tier: 'bronze',
    description: 'Asked a question with a score of 1 or more.',
    scope: 'once',
  },
  {
    slug: 'teacher',
    name: 'Teacher',
    tier: 'bronze',
    description: 'Answered a question with a score of 1 or more.',
    scope: 'once',
  },
  {
    slug: 'scholar',
    name: 'Scholar',
    tier: 'bronze',
    description: 'Accepted an answer on their own question.',
    scope: 'once',
  },
  {
    slug: 'editor',
    name: 'Editor',
    tier: 'bronze',
    description: 'Edited a post for the first time.',
    scope: 'once',
  },
  {
    slug: 'commentator',
    name: 'Commentator',
    tier: 'bronze',
    description: `Left ${COMMENTATOR_COMMENTS} comments.`,
    scope: 'once',
  },
  {
    slug: 'supporter',
    name: 'Supporter',
    tier: 'bronze',
    description: 'Cast a first upvote.',
    scope: 'once',
  },
  {
    slug: 'critic',
    name: 'Critic',
    tier: 'bronze',
    description: 'Cast a first downvote.',
    scope: 'once',
  },
  {
    slug: 'tag-pioneer',
    name: 'Tag pioneer',
    tier: 'bronze',
    description: 'Asked the first question with a new tag.',
    scope: 'once',
  },
  ...scoreBadges('question', 'Question', 'A question'),
  ...scoreBadges('answer', 'Answer', 'An answer'),
  {
    slug: 'enlightened',
    name: 'Enlightened',
    tier: 'silver',
    description: `An accepted answer with a score of ${ENLIGHTENED_SCORE} or more.`,
    scope: 'perPost',
  },
  {
    slug: 'necromancer',
    name: 'Necromancer',
    tier: 'silver',
    description: `Answered a question ${NECROMANCER_DAYS} days or more after it was asked, with a score of ${NECROMANCER_SCORE} or more.`,
    scope: 'perPost',
  },
] as const satisfies readonly BadgeDefinition[];

export type BadgeSlug = (typeof BADGES)[number]['slug'];
const BADGE_SLUGS = BADGES.map((badge) => badge.slug) as readonly BadgeSlug[];

function isBadgeSlug(value: unknown): value is BadgeSlug {
  return typeof value === 'string' && (BADGE_SLUGS as readonly string[]).includes(value);
}

/** The badge of a slug, or null for anything else (a URL typed by hand). */
export function badgeBySlug(slug: string): BadgeDefinition | null {
  return BADGES.find((badge) => badge.slug === slug) ?? null;
}

/** The slug of a badge as its name or slug is typed in a URL (`/Badges/Nice Question`). */
export function badgeSlugOf(nameOrSlug: string): BadgeSlug | null {
  const slug = nameOrSlug
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return isBadgeSlug(slug) ? slug : null;
}

/** One badge due to one member: `postId` is '' for a one-time badge. */
export interface DueAward {
  slug: BadgeSlug;
  uid: string;
  postId: string;
}

/**
 * `Awards/{id}`: deterministic, so awarding is create-if-absent and a redelivered event (or the
 * recompute) cannot award twice: `{uid}_{slug}` for a one-time badge, `{uid}_{slug}_{postId}`
 * for a per-post one.
 */
export function awardId(award: DueAward): string {
  const badge = badgeBySlug(award.slug);
  return badge?.scope === 'perPost'
    ? `${award.uid}_${award.slug}_${award.postId}`
    : `${award.uid}_${award.slug}`;
}

/** The award of `slug` to `uid` for `postId` (dropped for a one-time badge), or none without a uid. */
function due(slug: BadgeSlug, uid: string, postId: string): DueAward[] {
  if (!uid) return [];
  const badge = badgeBySlug(slug);
  return [{ slug, uid, postId: badge?.scope === 'perPost' ? postId : '' }];
}

/** The score badges of a post whose score reaches their thresholds. */
function scoreBadgesDue(kind: PostKind, uid: string, postId: string, score: number): DueAward[] {
  return SCORE_BADGE_LEVELS.filter(({ level }) => score >= SCORE_BADGE_THRESHOLDS[level]).flatMap(
    ({ level }) => due(`${level}-${kind}`, uid, postId),
  );
}

// ---- The rules: facts of one event in, the badges they make due out -------------------------

export interface QuestionFacts {
  id: string;
  uid: string;
  score: number;
  /** Its asker accepted an answer (AcceptedAnswerID set). */
  hasAcceptedAnswer: boolean;
  /** Hidden by moderation: earns nothing while hidden. */
  hidden: boolean;
}

export function questionBadges(question: QuestionFacts): DueAward[] {
  if (question.hidden) return [];
  const { id, uid, score } = question;
  return [
    ...(score >= 1 ? due('student', uid, id) : []),
    ...(question.hasAcceptedAnswer ? due('scholar', uid, id) : []),
    ...scoreBadgesDue('question', uid, id, score),
  ];
}

export interface AnswerFacts {
  id: string;
  uid: string;
  score: number;
  accepted: boolean;
  hidden: boolean;
  dateMs: number | null;
  /** The question's date; null when unknown (Necromancer is then not decided). */
  questionDateMs: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether Necromancer needs the question's date: only at its score (saves a read otherwise). */
export function necromancerNeedsQuestion(answer: Pick<AnswerFacts, 'score'>): boolean {
  return answer.score >= NECROMANCER_SCORE;
}

export function answerBadges(answer: AnswerFacts): DueAward[] {
  if (answer.hidden) return [];
  const { id, uid, score } = answer;
  const late =
    answer.dateMs !== null &&
    answer.questionDateMs !== null &&
    answer.dateMs - answer.questionDateMs >= NECROMANCER_DAYS * DAY_MS;
  return [
    ...(score >= 1 ? due('teacher', uid, id) : []),
    ...scoreBadgesDue('answer', uid, id, score),
    ...(answer.accepted && score >= ENLIGHTENED_SCORE ? due('enlightened', uid, id) : []),
    ...(late && score >= NECROMANCER_SCORE ? due('necromancer', uid, id) : []),
  ];
}

/** A vote cast: Supporter for an upvote, Critic for a downvote. */
export function voteBadges(vote: { uid: string; value: number; postId: string }): DueAward[] {
  if (vote.value === 1) return due('supporter', vote.uid, vote.postId);
  if (vote.value === -1) return due('critic', vote.uid, vote.postId);
  return [];
}

/** An edit recorded (a revision by `uid`). */
export function editBadges(edit: { uid: string; postId: string }): DueAward[] {
  return due('editor', edit.uid, edit.postId);
}

/** The member has written `comments` comments. */
export function commentBadges(member: { uid: string; comments: number }): DueAward[] {
  return member.comments >= COMMENTATOR_COMMENTS ? due('commentator', member.uid, '') : [];
}

/** A question that is the only one carrying one of its tags opened that tag. */
export function tagPioneerBadges(question: {
  id: string;
  uid: string;
  openedNewTag: boolean;
}): DueAward[] {
  return question.openedNewTag ? due('tag-pioneer', question.uid, question.id) : [];
}

/** The awards of `after` that `before` did not make due (a write that crossed a threshold). */
export function newlyDue(before: readonly DueAward[], after: readonly DueAward[]): DueAward[] {
  const had = new Set(before.map(awardId));
  return after.filter((award) => !had.has(awardId(award)));
}

// ---- Documents ---------------------------------------------------------------------------

/** `Badges/{slug}`: how many members hold a badge and how often it was awarded (functions only). */
export interface BadgeDoc<T> {
  Name: string;
  Tier: BadgeTier;
  /** Members holding it at least once. */
  Holders: number;
  /** Awards of it (a per-post badge may be awarded to one member many times). */
  Awarded: number;
  UpdatedAt: T;
}

export function readBadgeDoc(data: DocumentData): BadgeDoc<ReadTime> {
  return {
    Name: readString(data, 'Name'),
    Tier: readChoice(data, 'Tier', BADGE_TIERS),
    Holders: readNumber(data, 'Holders'),
    Awarded: readNumber(data, 'Awarded'),
    UpdatedAt: readTime(data, 'UpdatedAt'),
  };
}

/** `Awards/{awardId}`: one badge awarded to one member (functions only; public). */
export interface AwardDoc<T> {
  uid: string;
  /** The member's display name when it was awarded. */
  UserName: string;
  Badge: string;
  Tier: BadgeTier;
  /** The post that earned a per-post badge, '' for a one-time badge. */
  PostID: string;
  date: T;
}

export function readAwardDoc(data: DocumentData): AwardDoc<ReadTime> {
  return {
    uid: readString(data, 'uid'),
    UserName: readString(data, 'UserName'),
    Badge: readString(data, 'Badge'),
    Tier: readChoice(data, 'Tier', BADGE_TIERS),
    PostID: readString(data, 'PostID'),
    date: readTime(data, 'date'),
  };
}

/** `MemberBadges/{uid}`: the member's awards counted per badge, for the user page (functions only). */
export interface MemberBadgesDoc {
  /** slug → awards of it to this member. */
  Counts: Record<string, number>;
}

export function readMemberBadgesDoc(data: DocumentData): MemberBadgesDoc {
  return { Counts: readNumberMap(data, 'Counts') };
}

/** A member's badges grouped by tier, gold first, each with how many times they hold it. */
export function badgesByTier(
  counts: Record<string, number>,
): { tier: BadgeTier; total: number; badges: { badge: BadgeDefinition; count: number }[] }[] {
  return BADGE_TIERS.map((tier) => {
    const badges = BADGES.filter((badge) => badge.tier === tier)
      .map((badge) => ({ badge: badge as BadgeDefinition, count: counts[badge.slug] ?? 0 }))
      .filter((entry) => entry.count > 0);
    return { tier, total: badges.reduce((sum, entry) => sum + entry.count, 0), badges };
  });
}

/** The inbox sentence of an award. */
export function badgeEarnedText(name: string): string {
  return `You earned the ${name} badge`;
}
