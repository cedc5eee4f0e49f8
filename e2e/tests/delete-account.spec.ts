import { COLLECTIONS } from '@queryhub/model';
import { expect, test } from '../fixtures.js';
import {
  adminAuth,
  adminBucket,
  adminDb,
  writeAnswer,
  writeCategory,
  writeQuestion,
  createUser,
  pngFile,
  uniqueWord,
} from '@queryhub/testkit';
import { acknowledgeDialog, dialog, signUp, waitForDerivedFields, openPage } from '../pages.js';

async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch {
    return false;
  }
}

async function fileNames(prefix: string): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix });
  return files.map((file) => file.name);
}

// Flow 9: delete the account after the two dialogs; the trigger then removes the Auth user's
// record, presence and files, and anonymises the posts.
test('delete the account and check that its data is gone', async ({ page, axe }) => {
  const user = await signUp(page, 'leaver', await pngFile('leaver.png'));
  const other = await createUser({ prefix: 'bystander' });
  const subject = `Leaving ${uniqueWord('c')}`;
  const catId = (await writeCategory(other, subject)).id;
  const question = `Who wrote ${uniqueWord('q')}`;
  const questionId = (await writeQuestion(user, { id: catId, subject }, question)).id;
  const answerId = await writeAnswer(
    user,
    { id: questionId, text: question, categoryId: catId },
    `I did, ${uniqueWord('a')}`,
  );
  await waitForDerivedFields(`${COLLECTIONS.questions}/${questionId}`, ['UserName']);
  await waitForDerivedFields(`${COLLECTIONS.answers}/${answerId}`, ['UserName']);
  await waitForDerivedFields(`${COLLECTIONS.users}/${user.uid}`, ['Photo']);
  const picturePrefix = `User's_Profile_Picture/${user.uid}/`;
  expect(await fileNames(picturePrefix)).not.toEqual([]);
  await expect
    .poll(async () => (await adminDb().doc(`${COLLECTIONS.presence}/${user.uid}`).get()).exists)
    .toBe(true);

  await openPage(page, '/Profile');
  await page.getByRole('link', { name: 'Delete Account', exact: true }).click();
  await expect(page).toHaveURL('/Profile/DeleteAccount');
  await expect(page.getByRole('heading', { name: 'DELETE ACCOUNT' })).toBeVisible();
  await axe();

  await page.getByLabel('E-Mail').fill(`not-${user.email}`);
  await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
  await expect(dialog(page)).toBeVisible();
  await axe();
  await acknowledgeDialog(
    page,
    'E-Mail ID Does Not Match',
    'Please Enter The Correct E-Mail ID For Deleting Account!',
  );
  expect(await authUserExists(user.uid)).toBe(true);

  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
  const confirm = dialog(page);
  await expect(confirm.getByRole('heading')).toHaveText(
    'Are You Sure? You Want To Delete The Account',
  );
  await expect(confirm).toContainText("Once Deleted, It Can't Be Undone!");
  await axe();
  await confirm.getByRole('button', { name: /delete/i }).click();
  await acknowledgeDialog(page, 'Account Deleted', /.*/);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  expect(await authUserExists(user.uid)).toBe(false);
  await expect
    .poll(async () => (await adminDb().doc(`${COLLECTIONS.users}/${user.uid}`).get()).exists)
    .toBe(false);
  await expect
    .poll(async () => (await adminDb().doc(`${COLLECTIONS.presence}/${user.uid}`).get()).exists)
    .toBe(false);
  await expect.poll(() => fileNames(picturePrefix)).toEqual([]);
  for (const path of [
    `${COLLECTIONS.questions}/${questionId}`,
    `${COLLECTIONS.answers}/${answerId}`,
  ]) {
    await expect
      .poll(async () => {
        const data = (await adminDb().doc(path).get()).data();
        return { Anonymised: data?.Anonymised, UserName: data?.UserName, uid: data?.uid };
      })
      .toEqual({ Anonymised: true, UserName: 'Deleted user', uid: '' });
  }
});
