// Demo follows: each demo member follows a few tags, and two follow a category,
// written through their own sessions before the questions are posted, so the new-question
// fan-out fills their inboxes as it would on a live forum.
import { COLLECTIONS } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { SEED_CATEGORIES } from './content/index.js';
import { sessionOf, type Sessions } from './accounts.js';
import type { DemoUserKey } from './users.js';

const DEMO_FOLLOWED_TAGS: Readonly<Record<DemoUserKey, readonly string[]>> = {
  alice: ['javascript', 'css'],
  bruno: ['investing', 'flights'],
  chen: ['typescript', 'react', 'git'],
  dalia: ['baking', 'python'],
  emeka: ['security', 'budgeting'],
  freya: ['composition', 'herbs'],
};

const DEMO_FOLLOWED_CATEGORIES: Readonly<Partial<Record<DemoUserKey, readonly string[]>>> = {
  chen: ['travel'],
  freya: ['gardening'],
};

export async function followDemoTags(sessions: Sessions): Promise<void> {
  for (const [key, tags] of Object.entries(DEMO_FOLLOWED_TAGS) as [DemoUserKey, string[]][]) {
    const session = sessionOf(sessions, key);
    for (const tag of tags) {
      await setDoc(doc(session.db, COLLECTIONS.users, session.uid, COLLECTIONS.followedTags, tag), {
        Tag: tag,
        date: serverTimestamp(),
      });
    }
  }
}

/** After the categories exist (the rules check that a followed category does). */
export async function followDemoCategories(sessions: Sessions): Promise<void> {
  for (const [key, ids] of Object.entries(DEMO_FOLLOWED_CATEGORIES) as [DemoUserKey, string[]][]) {
    const session = sessionOf(sessions, key);
    for (const id of ids) {
      await setDoc(
        doc(session.db, COLLECTIONS.users, session.uid, COLLECTIONS.followedCategories, id),
        { CatID: id, date: serverTimestamp() },
      );
    }
  }
}

/** Tags whose count (`Tags/{tag}.QuestionCount`, the count trigger's) is not yet the demo's. */
export async function tagCountProblems(db: Firestore): Promise<string[]> {
  const expected = new Map<string, number>();
  for (const question of SEED_CATEGORIES.flatMap((category) => category.questions)) {
    for (const tag of question.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
  }
  const problems: string[] = [];
  for (const [tag, count] of expected) {
    const found: unknown = (await db.collection(COLLECTIONS.tags).doc(tag).get()).get(
      'QuestionCount',
    );
    if (found !== count) problems.push(`${COLLECTIONS.tags}/${tag}.QuestionCount != ${count}`);
  }
  return problems;
}
