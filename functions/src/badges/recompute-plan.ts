// The pure part of recomputing badges: fed every question, answer, vote, revision and comment
// (in that order: answers need their question's date), it says which awards the data makes due,
// by the same rules as the triggers (model badges.ts).
import {
  answerBadges,
  awardId,
  commentBadges,
  editBadges,
  questionBadges,
  questionTags,
  readDocument,
  readMillis,
  tagPioneerBadges,
  voteBadges,
  type DocumentData,
  type DueAward,
} from '@queryhub/model';
import { answerFacts, questionFacts } from './badge-facts';

export class BadgeRecomputePlan {
  private readonly awards = new Map<string, DueAward>();
  private readonly questionDates = new Map<string, number | null>();
  /** tag → the earliest visible question carrying it. */
  private readonly firstOfTag = new Map<string, { id: string; uid: string; dateMs: number }>();
  private readonly comments = new Map<string, number>();

  private add(due: readonly DueAward[]): void {
    for (const award of due) this.awards.set(awardId(award), award);
  }

  addQuestion(id: string, data: DocumentData): void {
    const facts = questionFacts(id, data);
    const dateMs = readMillis(data.date);
    this.questionDates.set(id, dateMs);
    this.add(questionBadges(facts));
    if (facts.hidden || dateMs === null) return;
    for (const tag of questionTags(data)) {
      const first = this.firstOfTag.get(tag);
      if (!first || dateMs < first.dateMs) this.firstOfTag.set(tag, { id, uid: facts.uid, dateMs });
    }
  }

  addAnswer(id: string, data: DocumentData): void {
    const questionId = readDocument('answers', data).QuestionID;
    this.add(answerBadges(answerFacts(id, data, this.questionDates.get(questionId) ?? null)));
  }

  addVote(data: DocumentData): void {
    const { uid, value, postId } = readDocument('votes', data);
    this.add(voteBadges({ uid, value, postId }));
  }

  addRevision(data: DocumentData): void {
    const { uid, PostID: postId } = readDocument('revisions', data);
    this.add(editBadges({ uid, postId }));
  }

  addComment(data: DocumentData): void {
    const { uid } = readDocument('comments', data);
    if (uid) this.comments.set(uid, (this.comments.get(uid) ?? 0) + 1);
  }

  /** Every award the data makes due, each once. */
  due(): DueAward[] {
    for (const [uid, comments] of this.comments) this.add(commentBadges({ uid, comments }));
    for (const first of this.firstOfTag.values()) {
      this.add(tagPioneerBadges({ id: first.id, uid: first.uid, openedNewTag: true }));
    }
    return [...this.awards.values()];
  }
}

/** `Badges/{slug}` and `MemberBadges/{uid}` counts recounted from the awards that exist. */
export function countAwards(awards: readonly { uid: string; Badge: string }[]): {
  badges: Map<string, { holders: number; awarded: number }>;
  members: Map<string, Record<string, number>>;
} {
  const members = new Map<string, Record<string, number>>();
  for (const { uid, Badge } of awards) {
    if (!uid || !Badge) continue;
    const counts = members.get(uid) ?? {};
    counts[Badge] = (counts[Badge] ?? 0) + 1;
    members.set(uid, counts);
  }
  const badges = new Map<string, { holders: number; awarded: number }>();
  for (const counts of members.values()) {
    for (const [slug, count] of Object.entries(counts)) {
      const entry = badges.get(slug) ?? { holders: 0, awarded: 0 };
      badges.set(slug, { holders: entry.holders + 1, awarded: entry.awarded + count });
    }
  }
  return { badges, members };
}
