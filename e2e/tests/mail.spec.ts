import { expect, test } from '../fixtures.js';
import {
  adminAuth,
  createUser,
  pollUntil,
  uniqueWord,
  writeCategory,
  writeQuestion,
} from '@queryhub/testkit';
import { acknowledgeDialog, expectAccessible, signIn } from '../pages.js';
import { absoluteUrl, inbox, urls } from '../urls.js';

interface InboxMail {
  id: string;
  subject: string;
  to: { address: string }[];
}

async function mailTo(address: string): Promise<InboxMail | undefined> {
  const all = (await (await fetch(inbox.all())).json()) as InboxMail[];
  return all.find((mail) => mail.to.some((to) => to.address === address));
}

// B answers A's question; A, who has not read it, gets a mail in the local inbox with
// the question's title and a link to it, and its unsubscribe link turns the alerts off.
test('an unread answer is mailed to the asker, whose link and unsubscribe work', async ({
  pageAs,
}) => {
  const asker = await createUser({ prefix: 'mailasker' });
  await adminAuth().updateUser(asker.uid, { emailVerified: true });
  const answerer = await createUser({ prefix: 'mailanswerer' });
  const subject = `Mail ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const question = `Why is ${uniqueWord('q')} slow & "late"`;
  const questionId = (await writeQuestion(asker, { id: catId, subject }, question)).id;
  const questionUrl = urls.question(catId, questionId, question);

  const answererPage = await pageAs(answerer);
  await answererPage.goto(urls.reply(catId, questionId, question));
  const answer = `Check the ${uniqueWord('a')} queue`;
  await answererPage.getByLabel('Your answer').fill(answer);
  await answererPage.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(answererPage, 'SUCCESS', `Submitted Answer : ${answer}`);

  // The alert waits 10 s under the emulators for the asker to read it; they do not.
  const mail = await pollUntil(
    () => mailTo(asker.email),
    (found) => found !== undefined,
    'the alert in the local inbox',
    60_000,
    1000,
  );
  expect(mail?.subject).toBe(`${answerer.displayName} answered "${question}"`);

  // The asker reads it in the inbox's HTML view, on a phone-sized screen.
  const page = await pageAs(undefined, { viewport: { width: 390, height: 844 } });
  await page.goto(inbox.html(mail?.id ?? ''));
  await expect(page.getByText(`${answerer.displayName} answered "${question}"`)).toBeVisible();
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.getByRole('link', { name: 'Open the question' }).click();
  await expect(page).toHaveURL(absoluteUrl(questionUrl));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(question);

  await page.goto(inbox.html(mail?.id ?? ''));
  // Opening the link only asks (mail scanners fetch links too); the page's button acts.
  await page.getByRole('link', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribe?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();

  // Signed in, the asker finds activity mail off in their settings.
  await signIn(page, asker.email, asker.password);
  await page.goto('/Profile');
  await page.getByRole('link', { name: 'E-mail preferences' }).click();
  await expect(page).toHaveURL('/Profile/EmailPreferences');
  await expect(
    page.getByRole('checkbox', { name: 'E-mail me about activity on my posts' }),
  ).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Weekly digest' }).check();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
  await expectAccessible(page);
});
