// Limits and patterns shared by the UI, the functions and both rules files. The rules cannot
// import TypeScript; model/test/rules-constants.test.ts checks that they say the same.
import { COLLECTIONS } from './collections.js';

/** Client-chosen ids (posts, image files): Firestore auto-ids match, and so do Storage paths. */
export const ID_PATTERN_SOURCE = '^[A-Za-z0-9_-]{1,128}$';
export const ID_PATTERN = new RegExp(ID_PATTERN_SOURCE);

/** E-mail shape (as an HTML `pattern`, which is anchored implicitly). */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+[.][^@\\s]+';
export const EMAIL_MAX_LENGTH = 254;

/** Text lengths (characters) the rules allow, as `[min, max]`. */
export const TEXT_LIMITS = {
  subject: { min: 1, max: 60 },
  question: { min: 1, max: 1000 },
  answer: { min: 1, max: 10000 },
  displayName: { min: 1, max: 50 },
  contactName: { min: 1, max: 100 },
  contactComment: { min: 1, max: 5000 },
  /** Flags.Text; required (1..500) only for the reason 'other', else 0..500. */
  flagText: { min: 1, max: 500 },
  /** Comments.Comment (Stack Overflow's limits: 15..600). */
  comment: { min: 15, max: 600 },
} as const;

export type TextLimitKey = keyof typeof TEXT_LIMITS;

/** The spec's image limit (section 9): at most 10 MB (10 MiB) per upload. */
export const MAX_IMAGE_BYTES = 10_485_760;

/** The spec's image messages (section 9), shown by the UI and stored by the image trigger. */
export const IMAGE_MESSAGES = {
  formatNotSupported: 'File Format Not Supported',
  fileTooLarge: 'File Size Should Be Less Than 10 MB',
  empty: 'The file is empty.',
  /** Not the spec's: an image declaring more than MAX_INPUT_PIXELS (a pixel bomb). */
  tooManyPixels: 'Image Should Be At Most 40 Megapixels',
} as const;

/**
 * The most pixels an upload may declare (about 8000 × 5000). Decoding costs memory and CPU by
 * pixel count, not by file size: a 1 MB PNG can declare 16000 × 16000 (docs/decisions.md).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** New profile pictures an account may name per window (firestore.rules, ProfilePictureQuota). */
export const PICTURES_PER_WINDOW = 10;
/** The window of PICTURES_PER_WINDOW: one hour. */
export const PICTURE_WINDOW_MS = 60 * 60 * 1000;

/** Image types the app accepts: by extension, and the content type it uploads with. */
export const IMAGE_EXTENSIONS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;

export type ImageContentType = (typeof IMAGE_EXTENSIONS)[keyof typeof IMAGE_EXTENSIONS];

/** The longest flag text (Flags.Text). */
export const FLAG_TEXT_MAX_LENGTH = TEXT_LIMITS.flagText.max;
/** A post is hidden once this many users have flagged it (docs/decisions.md, moderation). */
export const FLAGS_TO_HIDE = 3;

/** The kinds of post a member writes, each with a rate stamp of the same name (RateLimits). */
export type RateStampKind = (typeof COLLECTIONS)['categories' | 'questions' | 'answers'];

/**
 * The minimum time between two posts of a kind by one account, as firestore.rules enforces it
 * through `RateLimits/{uid}`: a person never posts this fast, a script always does
 * (docs/decisions.md).
 */
export const POST_GAP_SECONDS: Readonly<Record<RateStampKind, number>> = {
  [COLLECTIONS.categories]: 60,
  [COLLECTIONS.questions]: 30,
  [COLLECTIONS.answers]: 10,
};

/**
 * The rate stamp an edit of one's own question or answer carries (`RateLimits/{uid}.Edits`,
 * `{at, id}` with the post's id): each edit re-renders the Markdown and stores a revision, so a
 * script editing in a loop is refused like one posting in a loop.
 */
export const EDIT_STAMP = 'Edits';
/** The minimum time between two edits by one account (any posts; docs/decisions.md). */
export const EDIT_GAP_SECONDS = 10;
/**
 * The rate stamp a flag carries (`RateLimits/{uid}.Flags`, FLAG_STAMP_FIELDS, `id` the flagged
 * PostID). Unlike the gaps above it counts flags in a window: the first flag opens a window
 * (`windowStart` = its time, `count` 1), each further flag in the window adds one, and once the
 * window is FLAG_WINDOW_SECONDS old the next flag opens a new one (docs/decisions.md).
 */
export const FLAG_STAMP = 'Flags';
/** The fields of the Flags stamp, as firestore.rules lists them. */
export const FLAG_STAMP_FIELDS = ['at', 'id', 'windowStart', 'count'] as const;
/** Flags an account may send per window (Question2Answer: 5 per user per hour). */
export const FLAGS_PER_WINDOW = 5;
/** The length of a flag window: one hour. */
export const FLAG_WINDOW_SECONDS = 3600;

/**
 * Votes and accept choices are counted like flags, but in a day-long window per account
 * (`RateLimits/{uid}.Votes` / `.Accepts`, FLAG_STAMP_FIELDS, `id` the voted post / the
 * question): Stack Overflow's daily budget of 40 votes. Every create, change and retraction
 * counts, so a script flipping a vote is refused after VOTES_PER_DAY writes, and each write costs
 * the vote trigger at most one run (docs/decisions.md, "Rate limits").
 */
export const VOTE_STAMP = 'Votes';
export const ACCEPT_STAMP = 'Accepts';
/**
 * Saving a post is counted too, in its own day-long window (`RateLimits/{uid}.Saves`, `id` the
 * saved post): the rules cannot count how many saves an account keeps, so they bound how many it
 * makes a day. Only a new save counts; removing one is free (docs/decisions.md, "Saved posts").
 */
export const SAVE_STAMP = 'Saves';
/** Posts saved per account per day. */
export const SAVES_PER_DAY = 100;
/** Votes cast, changed or taken back per account per day (Stack Overflow: 40 a day). */
export const VOTES_PER_DAY = 40;
/** Accepted-answer choices (pick, change, clear) per account per day. */
export const ACCEPTS_PER_DAY = 20;
/** The stamps counted in a window, with how many each window allows. */
export const WINDOW_STAMP_LIMITS = {
  [FLAG_STAMP]: FLAGS_PER_WINDOW,
  [VOTE_STAMP]: VOTES_PER_DAY,
  [ACCEPT_STAMP]: ACCEPTS_PER_DAY,
  [SAVE_STAMP]: SAVES_PER_DAY,
} as const;
export type WindowStampName = keyof typeof WINDOW_STAMP_LIMITS;
/** How long each counted window lasts: flags an hour, votes, accept choices and saves a day. */
export const WINDOW_STAMP_SECONDS: Readonly<Record<WindowStampName, number>> = {
  [FLAG_STAMP]: FLAG_WINDOW_SECONDS,
  [VOTE_STAMP]: 86_400,
  [ACCEPT_STAMP]: 86_400,
  [SAVE_STAMP]: 86_400,
};

/**
 * A vote is locked this long after it was cast or last changed (its `date`): then the voter
 * can neither change nor take it back, unless the post was edited since (its `EditedAt`), as on
 * Stack Overflow (firestore.rules, `isUnlockedVote`).
 */
export const VOTE_LOCK_SECONDS = 300;
/** What a voter reads when their vote is locked. */
export const VOTE_LOCKED_MESSAGE =
  'Your vote is locked in: it can be changed only in the 5 minutes after it is cast, unless the post is edited.';

/**
 * The rate stamp a comment carries (`RateLimits/{uid}.Comments`, `{at, id}` with the comment's
 * id), named like its collection as the posts' stamps are.
 */
export const COMMENT_STAMP = COLLECTIONS.comments;
/** The minimum time between two comments by one account (Stack Overflow: 15 seconds). */
export const COMMENT_GAP_SECONDS = 15;

/**
 * The rate stamp a vote to close or reopen carries (`RateLimits/{uid}.CloseVotes`, `{at, id}`
 * with the question's id): with the cooldown below, it bounds how often a question flips and how
 * often the close trigger rewrites it (docs/decisions.md, "Closing").
 */
export const CLOSE_VOTE_STAMP = COLLECTIONS.closeVotes;
/** The minimum time between two close or reopen votes by one account (any questions). */
export const CLOSE_VOTE_GAP_SECONDS = 30;
/**
 * After a question is closed or reopened, no member votes on it again for this long (its
 * `ClosedAt` / `ReopenedAt`; moderators and admins excepted): a decided round's voter cannot
 * start the next round at once, so a question changes state at most once per cooldown.
 */
export const CLOSE_COOLDOWN_SECONDS = 300;

/** Every stamp of `RateLimits/{uid}` with a minimum gap: posts, edits, comments, close votes. */
export type RateStampName =
  RateStampKind | typeof EDIT_STAMP | typeof COMMENT_STAMP | typeof CLOSE_VOTE_STAMP;
/** The gap each stamp enforces, as firestore.rules spells it in `stampsAreValid`. */
export const RATE_STAMP_GAP_SECONDS: Readonly<Record<RateStampName, number>> = {
  ...POST_GAP_SECONDS,
  [EDIT_STAMP]: EDIT_GAP_SECONDS,
  [COMMENT_STAMP]: COMMENT_GAP_SECONDS,
  [CLOSE_VOTE_STAMP]: CLOSE_VOTE_GAP_SECONDS,
};

/**
 * The sign-in methods of a member who may write (firestore.rules, `isMember`; the contact
 * budget's per-account key). Anonymous and custom-token sessions only read.
 */
export const MEMBER_SIGN_IN_PROVIDERS = ['password', 'google.com', 'github.com'] as const;

/**
 * An account whose e-mail address is not verified yet waits this many times longer between two
 * posts or edits of a kind (firestore.rules, `rateGap`): every right of a member, at a pace that
 * makes a throwaway address a poor tool for spam (docs/decisions.md, "Rate limits").
 */
export const UNVERIFIED_GAP_FACTOR = 3;

/** The gap stamp `kind` enforces for a verified or an unverified account. */
export function rateStampGapSeconds(kind: RateStampName, emailVerified: boolean): number {
  return RATE_STAMP_GAP_SECONDS[kind] * (emailVerified ? 1 : UNVERIFIED_GAP_FACTOR);
}

/**
 * How many items each public list reads per page (the first page is what server rendering
 * shows too). The rules refuse any list query above MAX_LIST_LIMIT.
 */
export const PAGE_SIZES = {
  /** Home: categories, newest first. */
  categories: 30,
  /** A category's questions, in the sort tab's order. */
  categoryQuestions: 20,
  /** A question's answers, best first. */
  questionAnswers: 20,
  /** Each section of the search results. */
  searchResults: 20,
  /** A user page's questions, and as many of their answers. */
  userPosts: 20,
  /** A post's edit history, newest first (each revision holds two texts of up to 10000 chars). */
  revisions: 10,
  /** The tag index (`/Tags`): tags with their question counts, most used first. */
  tagIndex: 40,
} as const;

/** The largest `limit` the rules accept on a public list query (`request.query.limit`). */
export const MAX_LIST_LIMIT = 50;

/**
 * Renames (claimDisplayName, functions/src/profiles): each rewrites the profile and lets a name
 * go, so an account renames at most RENAMES_IN_FIRST_WEEK times in its first
 * NEW_ACCOUNT_RENAME_DAYS (when people still fix a name picked in a hurry), and after that once
 * per RENAME_GAP_DAYS, as forums do (Stack Overflow: once per 30 days).
 */
export const RENAME_GAP_DAYS = 30;
const NEW_ACCOUNT_RENAME_DAYS = 7;
export const RENAMES_IN_FIRST_WEEK = 3;
/** A name an account renamed away from stays held for it this long before anyone else claims it. */
export const RELEASED_NAME_HOLD_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * When an account may rename: now, in its first week (from `createdAtMillis`, its Users record,
 * or from its last claim when there is none yet) while it has renamed fewer than
 * RENAMES_IN_FIRST_WEEK times; else RENAME_GAP_DAYS after its last claim.
 */
export function renameAllowedAtMillis(account: {
  createdAtMillis: number | null;
  lastClaimMillis: number;
  renames: number;
  nowMillis: number;
}): number {
  const start = account.createdAtMillis ?? account.lastClaimMillis;
  const firstWeek = account.nowMillis < start + NEW_ACCOUNT_RENAME_DAYS * DAY_MS;
  if (firstWeek && account.renames < RENAMES_IN_FIRST_WEEK) return account.nowMillis;
  return account.lastClaimMillis + RENAME_GAP_DAYS * DAY_MS;
}

/** What a member reads when a rename comes too soon: "You can change your name again on …". */
export function renameTooSoonMessage(date: string): string {
  return `You can change your name again on ${date}.`;
}

/**
 * First posts from new accounts (model/src/spam-score.ts): an account is new for its first
 * NEW_ACCOUNT_POST_DAYS after its Users record's CreatedAt (the same first week as renames), and
 * a new account's post may hold at most NEW_ACCOUNT_MAX_LINKS links (Discourse's new-user limit,
 * `newuser_max_links`: 2). The web app refuses more before sending; the create trigger holds a
 * post over the limit for review, so a client that skips the check gains nothing.
 */
export const NEW_ACCOUNT_POST_DAYS = NEW_ACCOUNT_RENAME_DAYS;
export const NEW_ACCOUNT_MAX_LINKS = 2;
/** Distinct linked domains from which a post looks like link spam. */
export const SPAM_DOMAIN_COUNT = 3;
/** How often one line or one five-word phrase may appear before the text counts as repeated. */
export const SPAM_REPEAT_COUNT = 3;
/** The spam score from which a post waits for review: a new account's, an established one's. */
export const HOLD_SCORE_NEW_ACCOUNT = 2;
export const HOLD_SCORE_ESTABLISHED_ACCOUNT = 3;

/** What a new member reads where they write a post with too many links. */
export function newAccountLinksMessage(links: number): string {
  return `New members may put at most ${NEW_ACCOUNT_MAX_LINKS} links in a post during their first ${NEW_ACCOUNT_POST_DAYS} days: this one has ${links}.`;
}

/**
 * Drafts (`Users/{uid}/Drafts/{draftId}`, model/src/drafts.ts): a composer writes its draft at
 * most once per DRAFT_SAVE_INTERVAL_MS, and no sooner than DRAFT_QUIET_MS after the last key
 * (so a burst of typing is one write). A draft lives DRAFT_TTL_DAYS after its last write (the
 * `expireAt` TTL field); the rules accept an `expireAt` up to DRAFT_CLOCK_SLACK_MINUTES beyond
 * that, for a client clock that runs ahead. onDraftCreated keeps the MAX_DRAFTS_PER_ACCOUNT
 * most recently written drafts of an account and deletes the rest.
 */
export const DRAFT_SAVE_INTERVAL_MS = 3000;
export const DRAFT_QUIET_MS = 1000;
export const DRAFT_TTL_DAYS = 30;
export const DRAFT_CLOCK_SLACK_MINUTES = 60;
export const MAX_DRAFTS_PER_ACCOUNT = 20;
