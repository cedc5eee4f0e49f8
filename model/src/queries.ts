// The query catalogue: every Firestore query shape that production code (web, ssr, functions)
// runs, by name. A shape is what decides the index a query needs: the collection (or collection
// group), the filters' fields and operators, and the orderings; values, limits and cursors are
// the call site's. model/test/query-catalogue.test.ts derives the indexes each shape needs and
// compares them with firestore.indexes.json both ways (docs/indexes.md).
import { COLLECTIONS } from './collections.js';

export type FilterOp =
  '==' | 'in' | 'array-contains' | 'array-contains-any' | '<' | '<=' | '>' | '>=' | '!=' | 'not-in';

export interface QueryFilter {
  readonly field: string;
  readonly op: FilterOp;
}

export type OrderDirection = 'asc' | 'desc';

export interface QueryOrder {
  readonly field: string;
  readonly direction: OrderDirection;
}

/** The document id as a field (`FieldPath.documentId()`). */
export const DOCUMENT_ID = '__name__';

export interface QueryShape {
  /** The collection id (the last segment of its path: `Notifications` of `Users/{uid}/Notifications`). */
  readonly collection: string;
  /** A collection-group query (every collection with this id), not one collection. */
  readonly group: boolean;
  readonly where: readonly QueryFilter[];
  readonly orderBy: readonly QueryOrder[];
  /** The files whose queries have this shape (for readers; the test checks they exist). */
  readonly usedBy: readonly string[];
}

/**
 * A catalogue entry: a shape whose filters are a tuple of literal types, so an adapter can ask
 * for exactly one value per filter (`QueryValues`, model/src/query-plan.ts).
 */
interface CatalogueShape<
  W extends readonly QueryFilter[] = readonly QueryFilter[],
  G extends boolean = boolean,
> extends QueryShape {
  readonly where: W;
  readonly group: G;
}

const eq = <const F extends string>(field: F) => ({ field, op: '==' }) as const;
const asc = (field: string): QueryOrder => ({ field, direction: 'asc' });
const desc = (field: string): QueryOrder => ({ field, direction: 'desc' });
/** `forEachDocument` and the other paged walks order by document id. */
const BY_ID = [asc(DOCUMENT_ID)];

function shape<const W extends readonly QueryFilter[]>(
  collection: string,
  where: W,
  orderBy: readonly QueryOrder[],
  usedBy: readonly string[],
): CatalogueShape<W, false>;
function shape<const W extends readonly QueryFilter[]>(
  collection: string,
  where: W,
  orderBy: readonly QueryOrder[],
  usedBy: readonly string[],
  group: true,
): CatalogueShape<W, true>;
function shape(
  collection: string,
  where: readonly QueryFilter[],
  orderBy: readonly QueryOrder[],
  usedBy: readonly string[],
  group = false,
): QueryShape {
  return { collection, group, where, orderBy, usedBy };
}

/** The sort tabs of question lists: an optional equality filter and the orderings. */
export const QUESTION_LIST_SORTS = {
  newest: { where: [], orderBy: [desc('date')] },
  top: { where: [], orderBy: [desc('Score'), desc('date')] },
  unanswered: { where: [eq('AnswerCount')], orderBy: [desc('date')] },
  active: { where: [], orderBy: [desc('LastActivity')] },
} as const satisfies Record<string, Pick<QueryShape, 'where' | 'orderBy'>>;

export type QuestionListSort = keyof typeof QUESTION_LIST_SORTS;

/** What a question list is scoped to: a category (`CatID ==`) or a tag (`Tags array-contains`). */
const QUESTION_LIST_SCOPES = {
  category: { field: 'CatID', op: '==' },
  tag: { field: 'Tags', op: 'array-contains' },
} as const satisfies Record<string, QueryFilter>;

type QuestionListScope = keyof typeof QUESTION_LIST_SCOPES;

/**
 * The public API's lists (plans in ssr/src/api-queries.ts) page by their orderings and then the
 * document id, in the direction of the last ordering: the order Firestore runs the shape with
 * anyway (every index ends with it; effectiveOrders), so they need no index of their own.
 */
const PUBLIC_API_LISTS = ['ssr/src/api-queries.ts', 'ssr/src/api-list-read.ts'];

const QUESTION_LIST_FILES = [
  'web/src/lib/question-page-query.ts',
  'ssr/src/page-data.ts',
  ...PUBLIC_API_LISTS,
  'ssr/src/feed-data.ts',
  'functions/src/mail/digest.ts',
  'functions/src/follows/member-follows.ts',
];

/** The question list of a scope under a sort tab. */
function questionListShape(scope: QuestionListScope, sort: QuestionListSort): QueryShape {
  const tab = QUESTION_LIST_SORTS[sort];
  return shape(
    COLLECTIONS.questions,
    [QUESTION_LIST_SCOPES[scope], ...tab.where],
    tab.orderBy,
    QUESTION_LIST_FILES,
  );
}

/** The catalogue entry of a scoped question list: the scope's filter, then the tab's. */
type QuestionListEntry<Name> =
  Name extends `questions.${infer S extends QuestionListScope}.${infer T extends QuestionListSort}`
    ? CatalogueShape<
        readonly [(typeof QUESTION_LIST_SCOPES)[S], ...(typeof QUESTION_LIST_SORTS)[T]['where']],
        false
      >
    : never;

const questionLists = Object.fromEntries(
  (Object.keys(QUESTION_LIST_SCOPES) as QuestionListScope[]).flatMap((scope) =>
    (Object.keys(QUESTION_LIST_SORTS) as QuestionListSort[]).map((sort) => [
      `questions.${scope}.${sort}`,
      questionListShape(scope, sort),
    ]),
  ),
) as {
  [Name in `questions.${QuestionListScope}.${QuestionListSort}`]: QuestionListEntry<Name>;
};

const DELETE_ACCOUNT = 'functions/src/accounts/delete-account-data.ts';
const POST_DELETED = 'functions/src/posts/apply-post-deleted.ts';

const BADGE_PAGES = 'web/src/features/badges/api/get-badges.ts';
const BADGE_RULES = 'functions/src/badges/apply-badges.ts';
const RECOMPUTE_BADGES = 'functions/src/maintenance/recompute-badges.ts';
const RECOMPUTE_REPUTATION = 'functions/src/maintenance/recompute-reputation.ts';
const RECOUNT = 'functions/src/maintenance/recount-user-counters.ts';
const REBUILD_KEYWORDS = 'functions/src/maintenance/rebuild-search-keywords.ts';
const MIGRATE_LEGACY = 'functions/src/migration/migrate-legacy-data.ts';

/**
 * The uid's documents of a collection, walked by id (account deletion, maintenance: the
 * functions' `forEachDocument` pages through a walk after its last document).
 */
const byOwner = (collection: string, usedBy: readonly string[]) =>
  shape(collection, [eq('uid')], BY_ID, usedBy);

/** Every document of a collection, walked by id. */
const everyDocument = (collection: string, usedBy: readonly string[]) =>
  shape(collection, [], BY_ID, usedBy);

export const QUERY_CATALOGUE = {
  ...questionLists,
  // Posts of an author, newest first (the user page, the digest's recent activity).
  'questions.byAuthor.newest': shape(
    COLLECTIONS.questions,
    [eq('uid')],
    [desc('date')],
    ['web/src/features/users/api/get-user-posts.ts', 'functions/src/mail/digest.ts'],
  ),
  'answers.byAuthor.newest': shape(
    COLLECTIONS.answers,
    [eq('uid')],
    [desc('date')],
    ['web/src/features/users/api/get-user-posts.ts', 'functions/src/mail/digest.ts'],
  ),
  // Counts and walks by equality alone (single-field indexes merge).
  'questions.byAuthor': byOwner(COLLECTIONS.questions, [DELETE_ACCOUNT, RECOUNT]),
  'answers.byAuthor': byOwner(COLLECTIONS.answers, [DELETE_ACCOUNT, RECOUNT]),
  'questions.all': everyDocument(COLLECTIONS.questions, [
    RECOMPUTE_REPUTATION,
    RECOUNT,
    RECOMPUTE_BADGES,
    REBUILD_KEYWORDS,
    MIGRATE_LEGACY,
    'functions/src/search/firestore-pages.ts',
  ]),
  // Every category's questions under a sort tab (/Questions, the newest feed, /llms.txt).
  'questions.all.newest': shape(
    COLLECTIONS.questions,
    [],
    [desc('date')],
    [
      'ssr/src/page-data.ts',
      'web/src/lib/question-page-query.ts',
      'ssr/src/feed-data.ts',
      'ssr/src/serve-llms-txt.ts',
      ...PUBLIC_API_LISTS,
    ],
  ),
  'questions.all.top': shape(COLLECTIONS.questions, [], QUESTION_LIST_SORTS.top.orderBy, [
    'ssr/src/page-data.ts',
    'web/src/lib/question-page-query.ts',
    ...PUBLIC_API_LISTS,
  ]),
  'questions.all.unanswered': shape(
    COLLECTIONS.questions,
    QUESTION_LIST_SORTS.unanswered.where,
    QUESTION_LIST_SORTS.unanswered.orderBy,
    ['ssr/src/page-data.ts', 'web/src/lib/question-page-query.ts', ...PUBLIC_API_LISTS],
  ),
  'questions.all.active': shape(COLLECTIONS.questions, [], QUESTION_LIST_SORTS.active.orderBy, [
    'ssr/src/page-data.ts',
    'web/src/lib/question-page-query.ts',
    ...PUBLIC_API_LISTS,
  ]),
  'answers.all': everyDocument(COLLECTIONS.answers, [
    RECOMPUTE_REPUTATION,
    RECOMPUTE_BADGES,
    REBUILD_KEYWORDS,
    MIGRATE_LEGACY,
    'functions/src/search/firestore-pages.ts',
  ]),
  // The answers of a question: the page's order, the accepted one, every one (counts, deletes).
  'answers.ofQuestion.top': shape(
    COLLECTIONS.answers,
    [eq('QuestionID')],
    [desc('Score'), desc('date')],
    ['web/src/features/questions/api/get-question-answers.ts', 'ssr/src/question-thread.ts'],
  ),
  // A question's answers, newest first (the question's Atom feed).
  'answers.ofQuestion.newest': shape(
    COLLECTIONS.answers,
    [eq('QuestionID')],
    [desc('date')],
    ['ssr/src/feed-data.ts'],
  ),
  'answers.ofQuestion.accepted': shape(
    COLLECTIONS.answers,
    [eq('QuestionID'), eq('Accepted')],
    [],
    ['functions/src/answers/apply-accepted-answer.ts'],
  ),
  'answers.ofQuestion': shape(COLLECTIONS.answers, [eq('QuestionID')], BY_ID, [
    'web/src/features/comments/api/thread-names.ts',
    POST_DELETED,
    RECOUNT,
  ]),
  // The keyword search: the search database's stand-in when it cannot answer.
  'questions.keywords.newest': shape(
    COLLECTIONS.questions,
    [{ field: 'Keywords', op: 'array-contains-any' }],
    [desc('date')],
    ['ssr/src/keyword-search.ts'],
  ),
  'answers.keywords.newest': shape(
    COLLECTIONS.answers,
    [{ field: 'Keywords', op: 'array-contains-any' }],
    [desc('date')],
    ['ssr/src/keyword-search.ts'],
  ),
  // Comments: under a post (browser), under a question (server render, thread names), deletes.
  'comments.ofPost.oldest': shape(
    COLLECTIONS.comments,
    [eq('PostID')],
    [asc('date')],
    ['web/src/features/comments/api/comments.ts'],
  ),
  'comments.ofQuestion.oldest': shape(
    COLLECTIONS.comments,
    [eq('QuestionID')],
    [asc('date')],
    ['ssr/src/comment-data.ts'],
  ),
  'comments.ofQuestion': shape(
    COLLECTIONS.comments,
    [eq('QuestionID')],
    [],
    ['web/src/features/comments/api/thread-names.ts'],
  ),
  'comments.ofPost': shape(COLLECTIONS.comments, [eq('PostID')], BY_ID, [POST_DELETED]),
  'comments.byAuthor': byOwner(COLLECTIONS.comments, [DELETE_ACCOUNT]),
  'comments.all': everyDocument(COLLECTIONS.comments, [RECOMPUTE_BADGES]),
  // Revisions of a post (history page; deleted with the post) and of an author.
  'revisions.ofPost.newest': shape(
    COLLECTIONS.revisions,
    [eq('Post')],
    [desc('date')],
    ['web/src/features/edits/api/get-revisions.ts'],
  ),
  'revisions.ofPost': shape(COLLECTIONS.revisions, [eq('Post')], BY_ID, [POST_DELETED]),
  'revisions.byAuthor': byOwner(COLLECTIONS.revisions, [DELETE_ACCOUNT]),
  'revisions.all': everyDocument(COLLECTIONS.revisions, [RECOMPUTE_BADGES]),
  'flags.ofPost': shape(COLLECTIONS.flags, [eq('PostID')], BY_ID, [POST_DELETED]),
  // Categories, newest first (home page, both renders); an author's (account deletion).
  'categories.newest': shape(
    COLLECTIONS.categories,
    [],
    [desc('date')],
    [
      'web/src/features/categories/api/get-categories.ts',
      'ssr/src/page-data.ts',
      'ssr/src/serve-llms-txt.ts',
      ...PUBLIC_API_LISTS,
    ],
  ),
  // Every category: the sitemap's (a bounded read), and the keyword rebuild's walk.
  'categories.all': everyDocument(COLLECTIONS.categories, [
    'ssr/src/page-data.ts',
    REBUILD_KEYWORDS,
  ]),
  'categories.byAuthor': byOwner(COLLECTIONS.categories, [DELETE_ACCOUNT]),
  // Tags: name prefix (suggestions), the most used (sitemap).
  'tags.byNamePrefix': shape(
    COLLECTIONS.tags,
    [
      { field: DOCUMENT_ID, op: '>=' },
      { field: DOCUMENT_ID, op: '<' },
    ],
    [asc(DOCUMENT_ID)],
    [
      'web/src/features/tags/api/tag-suggestions.ts',
      'web/src/features/tags/api/get-tag-index.ts',
      'ssr/src/page-data.ts',
    ],
  ),
  'tags.used.mostUsed': shape(
    COLLECTIONS.tags,
    [{ field: 'QuestionCount', op: '>' }],
    [desc('QuestionCount')],
    [
      'ssr/src/page-data.ts',
      'ssr/src/serve-llms-txt.ts',
      'web/src/features/tags/api/get-tag-index.ts',
      ...PUBLIC_API_LISTS,
    ],
  ),
  // Moderation lists.
  'moderationQueue.latest': shape(
    COLLECTIONS.moderationQueue,
    [],
    [desc('LastFlaggedAt')],
    ['web/src/features/moderation/api/admin.ts'],
  ),
  'auditLog.latest': shape(
    COLLECTIONS.auditLog,
    [],
    [desc('At')],
    ['web/src/features/moderation/api/admin.ts'],
  ),
  // Outgoing webhooks (/Admin and `npm run admin -- webhooks list`).
  'webhooks.all': shape(
    COLLECTIONS.webhooks,
    [],
    [],
    ['web/src/features/moderation/api/webhooks.ts', 'functions/scripts/admin/webhooks.ts'],
  ),
  'webhookDeliveries.latest': shape(
    COLLECTIONS.webhookDeliveries,
    [],
    [desc('UpdatedAt')],
    ['web/src/features/moderation/api/webhooks.ts', 'functions/scripts/admin/webhooks.ts'],
  ),
  'suspended.all': shape(
    COLLECTIONS.suspended,
    [],
    [],
    ['web/src/features/moderation/api/admin.ts'],
  ),
  // A member's inbox (`Users/{uid}/Notifications`): unread, newest, newer than the last alert.
  'notifications.unread': shape(
    COLLECTIONS.notifications,
    [eq('Read')],
    [],
    ['web/src/features/notifications/api/notifications.ts'],
  ),
  'notifications.newest': shape(
    COLLECTIONS.notifications,
    [],
    [desc('date')],
    ['web/src/features/notifications/api/notifications.ts', 'functions/src/mail/unread-alerts.ts'],
  ),
  'notifications.newerThan.newest': shape(
    COLLECTIONS.notifications,
    [{ field: 'date', op: '>' }],
    [desc('date')],
    ['functions/src/mail/unread-alerts.ts'],
  ),
  'notifications.all': everyDocument(COLLECTIONS.notifications, [DELETE_ACCOUNT]),
  // Every inbox: notifications a deleted account caused (collection group).
  'notifications.group.byActor': shape(
    COLLECTIONS.notifications,
    [eq('ActorUid')],
    BY_ID,
    [DELETE_ACCOUNT],
    true,
  ),
  // Follows (`Users/{uid}/Follows`, `FollowedTags`, `FollowedCategories`): a member's own, newest
  // first, and every follower of a question, tag or category (collection groups).
  'follows.newest': shape(
    COLLECTIONS.follows,
    [],
    [desc('date')],
    ['functions/src/mail/digest.ts'],
  ),
  'follows.all': everyDocument(COLLECTIONS.follows, [DELETE_ACCOUNT]),
  'follows.group.ofQuestion': shape(
    COLLECTIONS.follows,
    [eq('QuestionID')],
    BY_ID,
    ['functions/src/follows/followers.ts'],
    true,
  ),
  // Saves (`Users/{uid}/Saves`): the member's own, newest first (/Saved), and all of them when
  // the account is deleted.
  'saves.newest': shape(
    COLLECTIONS.saves,
    [],
    [desc('date')],
    ['web/src/features/saves/api/saves.ts'],
  ),
  'saves.all': everyDocument(COLLECTIONS.saves, [DELETE_ACCOUNT]),
  'followedCategories.newest': shape(
    COLLECTIONS.followedCategories,
    [],
    [desc('date')],
    ['functions/src/follows/member-follows.ts'],
  ),
  'followedCategories.all': everyDocument(COLLECTIONS.followedCategories, [DELETE_ACCOUNT]),
  'followedCategories.group.ofCategory': shape(
    COLLECTIONS.followedCategories,
    [eq('CatID')],
    BY_ID,
    ['functions/src/follows/followers.ts'],
    true,
  ),
  'followedTags.newest': shape(
    COLLECTIONS.followedTags,
    [],
    [desc('date')],
    ['functions/src/follows/member-follows.ts'],
  ),
  'followedTags.all': everyDocument(COLLECTIONS.followedTags, [DELETE_ACCOUNT]),
  'followedTags.group.ofTags': shape(
    COLLECTIONS.followedTags,
    [{ field: 'Tag', op: 'in' }],
    BY_ID,
    ['functions/src/follows/followers.ts'],
    true,
  ),
  // Drafts: a member's newest first (onDraftCreated keeps MAX_DRAFTS_PER_ACCOUNT), every one.
  'drafts.newest': shape(
    COLLECTIONS.drafts,
    [],
    [desc('updatedAt')],
    ['functions/src/drafts/prune-drafts.ts'],
  ),
  'drafts.all': everyDocument(COLLECTIONS.drafts, [DELETE_ACCOUNT]),
  // Votes: a member's on a question's posts, a post's (deleted with it), a voter's, every one.
  'votes.ofMemberOnQuestion': shape(
    COLLECTIONS.votes,
    [eq('uid'), eq('questionId')],
    [],
    ['web/src/features/votes/api/my-votes.ts'],
  ),
  'votes.ofPost': shape(
    COLLECTIONS.votes,
    [eq('postId'), eq('postKind')],
    [],
    ['functions/src/votes/remove-post-votes.ts'],
  ),
  'votes.byAuthor': byOwner(COLLECTIONS.votes, [DELETE_ACCOUNT]),
  'votes.all': everyDocument(COLLECTIONS.votes, [RECOMPUTE_REPUTATION, RECOMPUTE_BADGES]),
  'countedVotes.ofPost': shape(
    COLLECTIONS.countedVotes,
    [eq('postId'), eq('postKind')],
    [],
    ['functions/src/votes/remove-post-votes.ts'],
  ),
  'countedVotes.ofPostAuthor': shape(COLLECTIONS.countedVotes, [eq('author')], BY_ID, [
    DELETE_ACCOUNT,
  ]),
  'reputationDays.ofMember': byOwner(COLLECTIONS.reputationDays, [
    DELETE_ACCOUNT,
    RECOMPUTE_REPUTATION,
  ]),
  'closeVotes.ofRound': shape(
    COLLECTIONS.closeVotes,
    [eq('questionId'), eq('action')],
    [],
    ['functions/src/closing/apply-close-vote.ts'],
  ),
  // Users walked by id (maintenance); mail preferences of digest subscribers.
  'users.all': everyDocument(COLLECTIONS.users, [RECOMPUTE_REPUTATION, RECOUNT, MIGRATE_LEGACY]),
  'emailPreferences.digest': shape(COLLECTIONS.emailPreferences, [eq('Digest')], BY_ID, [
    'functions/src/mail/digest.ts',
  ]),
  // The rest of account deletion's walks.
  'contactForm.byAuthor': byOwner(COLLECTIONS.contactForm, [DELETE_ACCOUNT]),
  'contactForm.byAddress': shape(COLLECTIONS.contactForm, [eq('EMail')], BY_ID, [DELETE_ACCOUNT]),
  'mail.ofMember': byOwner(COLLECTIONS.mail, [DELETE_ACCOUNT]),
  'unsubscribeTokens.ofMember': byOwner(COLLECTIONS.unsubscribeTokens, [DELETE_ACCOUNT]),
  'userNames.ofMember': byOwner(COLLECTIONS.userNames, [DELETE_ACCOUNT]),
  // Badges: every badge's counts (/Badges), a badge's recent holders (/Badges/{name}), the
  // member's awards (account deletion), and the badge rules' reads (Tag pioneer, Commentator).
  'badges.all': shape(COLLECTIONS.badges, [], [], [BADGE_PAGES]),
  'awards.ofBadge.newest': shape(COLLECTIONS.awards, [eq('Badge')], [desc('date')], [BADGE_PAGES]),
  'awards.byAuthor': byOwner(COLLECTIONS.awards, [DELETE_ACCOUNT]),
  'awards.byAuthor.newest': shape(
    COLLECTIONS.awards,
    [eq('uid')],
    [desc('date')],
    ['functions/src/mail/digest-badges.ts'],
  ),
  'awards.all': everyDocument(COLLECTIONS.awards, [RECOMPUTE_BADGES]),
  'questions.ofTag.oldest': shape(
    COLLECTIONS.questions,
    [{ field: 'Tags', op: 'array-contains' }],
    [asc('date')],
    [BADGE_RULES],
  ),
  'comments.byAuthor.count': shape(COLLECTIONS.comments, [eq('uid')], [], [BADGE_RULES]),
} as const satisfies Record<string, QueryShape>;

export type QueryName = keyof typeof QUERY_CATALOGUE;
