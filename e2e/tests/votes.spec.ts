import { docPath, type PostKind } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { FieldValue } from 'firebase-admin/firestore';
import {
  adminDb,
  writeAnswer,
  writeCategory,
  writeQuestion,
  createUser,
  grantPrivilege,
  uniqueWord,
  type TestUser,
} from '@queryhub/testkit';
import {
  acknowledgeDialog,
  expectAccessible,
  signIn,
  waitForDerivedFields,
  openPage,
  ownItems,
  waitUntilSearchable,
} from '../pages.js';
import { urls } from '../urls.js';

/** A vote written as the voter's client would (the trigger computes the post's score). */
async function castVote(
  voter: TestUser,
  postKind: PostKind,
  postId: string,
  questionId: string,
  value: 1 | -1,
) {
  await adminDb()
    .doc(docPath('votes', `${postId}_${voter.uid}`))
    .set({
      postId,
      postKind,
      questionId,
      uid: voter.uid,
      value,
      date: FieldValue.serverTimestamp(),
    });
}

async function setup(prefix: string) {
  const asker = await createUser({ prefix: `${prefix}-asker` });
  const subject = `Votes ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const text = `Is ${uniqueWord('q')} worth it`;
  const questionId = (await writeQuestion(asker, { id: catId, subject }, text)).id;
  return {
    asker,
    subject,
    catId,
    text,
    questionId,
    url: urls.question(catId, questionId, text),
  };
}

function questionVotes(page: Page) {
  return page.getByRole('region', { name: 'Question' });
}

test('vote on a question: up, switch, take back; never on one’s own; visitors are asked to log in', async ({
  page,
}) => {
  const { asker, url, questionId } = await setup('vote');
  const voter = await createUser({ prefix: 'voter' });
  // Downvoting is a privilege (the explanation without it: privileges.spec.ts).
  await grantPrivilege(voter.uid, 'downvote');
  await waitForDerivedFields(docPath('questions', questionId), ['Score']);

  await openPage(page, url);
  const region = questionVotes(page);
  await region.getByRole('button', { name: 'Upvote' }).click();
  await acknowledgeDialog(page, 'LOGIN', 'Please Login To Vote!');
  await expectAccessible(page);

  await signIn(page, voter.email, voter.password);
  await openPage(page, url);
  const up = region.getByRole('button', { name: 'Upvote' });
  const down = region.getByRole('button', { name: 'Downvote' });
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(region.locator('.vote-controls__score')).toHaveText('Score: 1');
  await expectAccessible(page);

  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(region.locator('.vote-controls__score')).toHaveText('Score: -1');

  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'false');
  await expect(region.locator('.vote-controls__score')).toHaveText('Score: 0');
  const stored = await adminDb()
    .doc(docPath('votes', `${questionId}_${voter.uid}`))
    .get();
  expect(stored.exists).toBe(false);

  // The author's own post: the buttons are there but disabled.
  const authorPage = await page.context().browser()!.newPage();
  try {
    await signIn(authorPage, asker.email, asker.password);
    await openPage(authorPage, url);
    await expect(questionVotes(authorPage).getByRole('button', { name: 'Upvote' })).toBeDisabled();
  } finally {
    await authorPage.close();
  }
});

test('the asker accepts an answer: pinned first, marked, and changeable', async ({ page, axe }) => {
  const { asker, url, questionId, catId, text } = await setup('accept');
  const first = await createUser({ prefix: 'first-answerer' });
  const second = await createUser({ prefix: 'second-answerer' });
  const question = { id: questionId, text, categoryId: catId };
  const popular = await writeAnswer(first, question, `Popular ${uniqueWord('a')}`);
  const quiet = await writeAnswer(second, question, `Quiet ${uniqueWord('a')}`);
  await waitForDerivedFields(docPath('answers', quiet), ['Score']);
  await castVote(asker, 'answer', popular, questionId, 1);
  await expect
    .poll(async () => (await adminDb().doc(docPath('answers', popular)).get()).get('Score'))
    .toBe(1);

  await signIn(page, asker.email, asker.password);
  await openPage(page, url);
  const cards = page.getByRole('list', { name: 'Answers' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Popular');
  const quietCard = cards.filter({ hasText: 'Quiet' });
  await quietCard.getByRole('button', { name: 'Accept answer' }).click();
  await expect(cards.first()).toContainText('Quiet');
  await expect(cards.first()).toContainText('Accepted answer');
  await expect(cards.first().getByRole('button', { name: 'Accept answer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await axe();
  await expect
    .poll(async () =>
      (await adminDb().doc(docPath('profiles', second.uid)).get()).get('Reputation'),
    )
    .toBe(15);

  // Taking it back unpins it; the better-scored answer leads again.
  await cards.first().getByRole('button', { name: 'Accept answer' }).click();
  await expect(page.getByText('Accepted answer')).toHaveCount(0);
  await expect(cards.first()).toContainText('Popular');

  // Anyone else sees the mark but no Accept button.
  await quietCard.getByRole('button', { name: 'Accept answer' }).click();
  await expect(cards.first()).toContainText('Accepted answer');
  const reader = await page.context().browser()!.newPage();
  try {
    await openPage(reader, url);
    const readerCards = reader.getByRole('list', { name: 'Answers' }).getByRole('listitem');
    await expect(readerCards.first()).toContainText('Accepted answer');
    await expect(reader.getByRole('button', { name: 'Accept answer' })).toHaveCount(0);
  } finally {
    await reader.close();
  }
});

test('category sort tabs are real URLs: Top, Unanswered, Active, Newest', async ({ page, axe }) => {
  const owner = await createUser({ prefix: 'sorter' });
  const voter = await createUser({ prefix: 'sort-voter' });
  const subject = `Sorting ${uniqueWord('c')}`;
  const catId = (await writeCategory(owner, subject)).id;
  const category = { id: catId, subject };
  const low = (await writeQuestion(owner, category, `Low ${uniqueWord('q')}`)).id;
  const high = (await writeQuestion(owner, category, `High ${uniqueWord('q')}`)).id;
  const answered = (await writeQuestion(owner, category, `Answered ${uniqueWord('q')}`)).id;
  for (const id of [low, high, answered]) {
    await waitForDerivedFields(docPath('questions', id), ['Score', 'LastActivity']);
  }
  await castVote(voter, 'question', high, high, 1);
  await castVote(voter, 'question', low, low, -1);
  await writeAnswer(
    voter,
    { id: low, text: 'Low', categoryId: catId },
    `An answer ${uniqueWord('a')}`,
  );
  await writeAnswer(
    voter,
    { id: answered, text: 'Answered', categoryId: catId },
    `Another ${uniqueWord('a')}`,
  );
  await expect
    .poll(async () => (await adminDb().doc(docPath('questions', low)).get()).get('AnswerCount'))
    .toBe(1);
  await expect
    .poll(async () => (await adminDb().doc(docPath('questions', high)).get()).get('Score'))
    .toBe(1);
  await expect
    .poll(async () => (await adminDb().doc(docPath('questions', low)).get()).get('Score'))
    .toBe(-1);

  await openPage(page, urls.category(catId, subject));
  const tabs = page.getByRole('navigation', { name: 'Sort questions' });
  await expect(tabs.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'page');
  const cards = ownItems(page.getByRole('list', { name: 'Questions' }));
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Answered');

  await tabs.getByRole('link', { name: 'Top' }).click();
  await expect(page).toHaveURL(urls.category(catId, subject, { sort: 'top' }));
  await expect(cards.first()).toContainText('High');
  await expect(cards.last()).toContainText('Low');
  await axe();

  await tabs.getByRole('link', { name: 'Unanswered' }).click();
  await expect(page).toHaveURL(urls.category(catId, subject, { sort: 'unanswered' }));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('High');

  // Answered last: the second answer went to "Answered", after "Low" got its answer.
  await openPage(page, urls.category(catId, subject, { sort: 'active' }));
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Answered');
  await expect(cards.nth(1)).toContainText('Low');
  await axe();
});

test('a category pages with cursor links a crawler can follow', async ({ page, axe }) => {
  const owner = await createUser({ prefix: 'pager' });
  const subject = `Paging ${uniqueWord('c')}`;
  const catId = (await writeCategory(owner, subject)).id;
  let lastId = '';
  for (let i = 0; i < 21; i += 1) {
    const text = `Paged question ${i} ${uniqueWord('q')}`;
    lastId = (await writeQuestion(owner, { id: catId, subject }, text)).id;
  }
  await waitForDerivedFields(docPath('questions', lastId), ['Keywords']);
  await openPage(page, urls.category(catId, subject));
  const cards = ownItems(page.getByRole('list', { name: 'Questions' }));
  await expect(cards).toHaveCount(20);
  const next = page.getByRole('link', { name: 'Next page' });
  await expect(next).toHaveAttribute('href', /\?after=/);
  await next.click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Paged question 0');
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await axe();
  await page.getByRole('link', { name: 'First page' }).click();
  await expect(cards).toHaveCount(20);
});

test('public user page: linked from cards, shows reputation and posts, nothing private', async ({
  page,
}) => {
  const { questionId, text, catId, url } = await setup('profile');
  const answerer = await createUser({ prefix: 'famous' });
  const voter = await createUser({ prefix: 'fan' });
  const answerId = await writeAnswer(
    answerer,
    { id: questionId, text, categoryId: catId },
    `Helpful ${uniqueWord('a')}`,
  );
  await waitForDerivedFields(docPath('answers', answerId), ['Score', 'UserName']);
  await castVote(voter, 'answer', answerId, questionId, 1);
  await expect
    .poll(async () =>
      (await adminDb().doc(docPath('profiles', answerer.uid)).get()).get('Reputation'),
    )
    .toBe(10);

  await openPage(page, url);
  await page.getByRole('link', { name: answerer.displayName }).click();
  await expect(page).toHaveURL(urls.user(answerer.uid, answerer.displayName));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(answerer.displayName);
  await expect(page.getByTestId('reputation')).toHaveText('10');
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Answers' })).toContainText('Helpful');
  await expect(page.getByText('No Questions Asked')).toBeVisible();
  await expect(page.getByText(answerer.email)).toHaveCount(0);
  await expect(page.getByText(/Last Login|Active Now|Offline Since/)).toHaveCount(0);
  await expectAccessible(page);
});

test('similar questions are suggested while typing a question', async ({
  page,
  axe,
  signedInUser: owner,
  category,
}) => {
  const { id: catId, subject } = category;
  const topic = uniqueWord('z');
  const existing = `How to configure ${topic} caching`;
  const existingId = (await writeQuestion(owner, { id: catId, subject }, existing)).id;
  await waitForDerivedFields(docPath('questions', existingId), ['Keywords']);
  // Suggestions come from the search database, which a trigger fills after the write.
  await waitUntilSearchable(page, topic);
  await openPage(page, urls.ask(catId, subject));
  // A draft sharing most of its words with the existing question: the search database ranks by
  // the words two questions share, and earlier tests left many questions with common words.
  await page.getByLabel('Your question').fill(`How do I configure ${topic} caching?`);
  const suggestion = page.getByRole('link', { name: existing });
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar questions' })).toBeVisible();
  await axe();
});
