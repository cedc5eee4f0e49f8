import { adminQuery, COLLECTIONS, IMAGE_FOLDERS, readContactMessageDoc } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BatchedWriter } from '../shared/batches';
import { forEachDocument } from '../shared/paging';
import type { Bucket } from '../shared/firebase';
import { removeMemberBadgeCounts } from '../badges/remove-member-badges';
import { anonymiseTopicCategories } from './anonymise-topic-categories';
import { ANONYMISED_POST, DELETED_USER_NAME } from './deleted-user';

/** The upload fields of a post; their URLs and variant paths embed the author's uid. */
const SCREENSHOT_CLEARED = {
  [COLLECTIONS.questions]: { QuestionScreenShot: '', ScreenShot: FieldValue.delete() },
  [COLLECTIONS.answers]: { AnswerScreenShot: '', ScreenShot: FieldValue.delete() },
} as const;

export interface AccountDeletionCounts {
  documentsDeleted: number;
  postsAnonymised: number;
  categoriesAnonymised: number;
  /** Notifications in other users' inboxes that named this user as the actor. */
  notificationsAnonymised: number;
  contactMessagesDeleted: number;
  /** The user's own votes; onVoteWritten takes them off the posts' scores. */
  votesDeleted: number;
  /** The member's badge awards (the badges' holder counts are decremented). */
  awardsDeleted: number;
  filesDeleted: number;
}

/**
 * The cascade when an account is deleted: the profile, presence and uploads go, contact
 * messages, the display-name claim, the public profile, the votes, the follows and saves, the
 * reputation ledgers and the badge awards go; questions, answers, their revisions, categories
 * and the notifications others got about the user's answers, edits and accepts stay but are
 * anonymised (posts also lose their screenshot, whose files are deleted). Safe to repeat: a
 * second run finds nothing left to change.
 *
 * The tombstone `DeletedAccounts/{uid}` is written first: from then on the rules refuse every
 * write of that uid, so a session that outlives the account cannot add anything the queries
 * below would miss. It holds the deletion time only. Contact messages sent while signed out
 * from the account's e-mail are deleted too, but only when the caller passes `email`, which it
 * does only for an address the account verified (onAccountDeleted): an account made with a
 * visitor's address it never proved it owns must not erase that visitor's messages.
 */
export async function deleteAccountData(
  db: Firestore,
  bucket: Bucket,
  uid: string,
  email?: string | null,
): Promise<AccountDeletionCounts> {
  await db
    .collection(COLLECTIONS.deletedAccounts)
    .doc(uid)
    .set({ deletedAt: FieldValue.serverTimestamp() }, { merge: true });
  const writer = new BatchedWriter(db);
  let documentsDeleted = 0;
  const ownDocuments = [
    COLLECTIONS.users,
    COLLECTIONS.presence,
    COLLECTIONS.profilePictureQuota,
    COLLECTIONS.rateLimits,
    COLLECTIONS.profiles,
    COLLECTIONS.nameClaims,
    COLLECTIONS.emailPreferences,
    COLLECTIONS.mailState,
  ].map((name) => db.collection(name).doc(uid));
  ownDocuments.push(db.collection(COLLECTIONS.contactBudgets).doc(`uid-${uid}`));
  for (const ref of ownDocuments) {
    if ((await ref.get()).exists) documentsDeleted += 1;
    await writer.delete(ref);
  }
  let postsAnonymised = 0;
  const posts = [
    [COLLECTIONS.questions, 'questions.byAuthor'],
    [COLLECTIONS.answers, 'answers.byAuthor'],
  ] as const;
  for (const [collection, byAuthor] of posts) {
    postsAnonymised += await forEachDocument(adminQuery(db, byAuthor, uid), (doc) =>
      writer.update(doc.ref, { ...ANONYMISED_POST, ...SCREENSHOT_CLEARED[collection] }),
    );
  }
  // The history of their edits stays with the posts, without who made them.
  await forEachDocument(adminQuery(db, 'revisions.byAuthor', uid), (doc) =>
    writer.update(doc.ref, { uid: '', UserName: ANONYMISED_POST.UserName }),
  );
  const categories = adminQuery(db, 'categories.byAuthor', uid);
  const categoryIds: string[] = [];
  await forEachDocument(categories, async (doc) => {
    categoryIds.push(doc.id);
  });
  // Topic/Name first: were the run cut short, the categories still carry the uid, so a rerun
  // finds them again.
  await anonymiseTopicCategories(db, categoryIds);
  const categoriesAnonymised = await forEachDocument(categories, (doc) =>
    writer.update(doc.ref, { ...ANONYMISED_POST }),
  );
  let contactMessagesDeleted = await forEachDocument(
    adminQuery(db, 'contactForm.byAuthor', uid),
    (doc) => writer.delete(doc.ref),
  );
  // The inbox, the follows, the saves and the drafts live under Users/{uid}, which deleting the
  // profile leaves behind.
  const personal = [
    'follows.all',
    'followedTags.all',
    'followedCategories.all',
    'notifications.all',
    'saves.all',
    'drafts.all',
  ] as const;
  const user = db.collection(COLLECTIONS.users).doc(uid);
  for (const walk of personal) {
    await forEachDocument(adminQuery(user, walk), (doc) => writer.delete(doc.ref));
  }
  // Notifications in other people's inboxes about what this user did keep the event, not who.
  const notificationsAnonymised = await forEachDocument(
    adminQuery(db, 'notifications.group.byActor', uid),
    (doc) => writer.update(doc.ref, { ActorUid: '', ActorName: DELETED_USER_NAME }),
  );
  if (email) {
    contactMessagesDeleted += await forEachDocument(
      adminQuery(db, 'contactForm.byAddress', email.trim().toLowerCase()),
      (doc) =>
        readContactMessageDoc(doc.data()).uid === uid ? Promise.resolve() : writer.delete(doc.ref),
    );
  }
  const votesDeleted = await forEachDocument(adminQuery(db, 'votes.byAuthor', uid), (doc) =>
    writer.delete(doc.ref),
  );
  await forEachDocument(adminQuery(db, 'reputationDays.ofMember', uid), (doc) =>
    writer.delete(doc.ref),
  );
  // Votes on their (now anonymised) posts gave points to a ledger that is gone: they count for
  // nobody from now on, so a later change of such a vote writes no ledger of theirs again.
  await forEachDocument(adminQuery(db, 'countedVotes.ofPostAuthor', uid), (doc) =>
    writer.update(doc.ref, { author: '' }),
  );
  // The mail made for them holds their address.
  for (const walk of ['mail.ofMember', 'unsubscribeTokens.ofMember'] as const) {
    await forEachDocument(adminQuery(db, walk, uid), (doc) => writer.delete(doc.ref));
  }
  // Their comments go (short remarks, unlike posts, are not kept anonymised).
  await forEachDocument(adminQuery(db, 'comments.byAuthor', uid), (doc) => writer.delete(doc.ref));
  // Releases the display name for others.
  await forEachDocument(adminQuery(db, 'userNames.ofMember', uid), (doc) => writer.delete(doc.ref));
  // Their badges go: the awards, then the badges' counts by their MemberBadges counts.
  const awardsDeleted = await forEachDocument(adminQuery(db, 'awards.byAuthor', uid), (doc) =>
    writer.delete(doc.ref),
  );
  await writer.flush();
  await removeMemberBadgeCounts(db, uid);

  let filesDeleted = 0;
  for (const folder of Object.values(IMAGE_FOLDERS)) {
    const [files] = await bucket.getFiles({ prefix: `${folder}/${uid}/` });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    filesDeleted += files.length;
  }
  return {
    documentsDeleted,
    postsAnonymised,
    categoriesAnonymised,
    notificationsAnonymised,
    contactMessagesDeleted,
    votesDeleted,
    awardsDeleted,
    filesDeleted,
  };
}
