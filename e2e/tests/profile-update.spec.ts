import { COLLECTIONS, docPath } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { adminAuth, adminDb, uniqueEmail, pngFile, uniqueWord } from '@queryhub/testkit';
import { openMailedLink } from '../accounts.js';
import { acknowledgeDialog, expectAccessible, signIn, openPage } from '../pages.js';

/** Opens a settings card's form from /Profile. */
async function openSetting(page: Page, action: string, path: string, title: string) {
  await openPage(page, '/Profile');
  await page.getByRole('link', { name: action, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page);
}

/** Fills the single field, submits, checks the message, and waits for the return to /Profile. */
async function submitSingleField(page: Page, label: string, value: string, message: string) {
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByRole('status')).toContainText(message);
  await expectAccessible(page);
  await expect(page).toHaveURL('/Profile');
}

// Flow 6: username, e-mail, password and picture through the /Profile/... forms, then a sign-in
// with the new e-mail and password.
test('update username, e-mail, password and picture, then sign in again', async ({
  page,
  axe,
  signedInUser,
}) => {
  const user = signedInUser;
  await openPage(page, '/Profile');
  await expect(page.getByRole('heading', { name: 'PROFILE', exact: true })).toBeVisible();
  await axe();

  const username = `Renamed ${uniqueWord('u')}`;
  await openSetting(page, 'Update Username', '/Profile/UpdateUsername', 'UPDATE USERNAME');
  await submitSingleField(page, 'New Username', username, `USERNAME UPDATED TO : ${username}`);
  await expect(page.getByText(username, { exact: true })).toBeVisible();

  const email = uniqueEmail('updated');
  await openSetting(page, 'Update E-Mail', '/Profile/UpdateEMail', 'UPDATE E-MAIL');
  // The address changes only once the link mailed to it is opened (verifyBeforeUpdateEmail;
  // replaces the spec's "E-MAIL UPDATED TO : {value}", docs/spec-coverage.md).
  await submitSingleField(
    page,
    'New E-Mail',
    email,
    `We sent a link to ${email}. Your e-mail changes when you open it.`,
  );
  await openMailedLink(page, user.email, 'VERIFY_AND_CHANGE_EMAIL');
  await expect(page.getByRole('status')).toContainText(`Your address is now ${email}.`);
  await openPage(page, '/Profile');
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  const password = 'e2e-new-password-2';
  await openSetting(page, 'Update Password', '/Profile/UpdatePassword', 'UPDATE PASSWORD');
  // The spec's defect (an 'E-MAIL UPDATED' message) is deliberately not reproduced (decisions.md).
  await submitSingleField(page, 'New Password', password, 'PASSWORD UPDATED');

  await openSetting(
    page,
    'Update Profile Picture',
    '/Profile/UpdateProfilePicture',
    'UPDATE PROFILE PICTURE',
  );
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await acknowledgeDialog(page, /.+/, 'Please Choose a Profile Picture');
  await page.getByLabel('New Profile Picture').setInputFiles(await pngFile('new.png'));
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await acknowledgeDialog(page, /.+/, 'Successfully Updated Profile Picture');
  await expect(page).toHaveURL('/Profile');
  // The new picture shows once its variants exist; the record names it before the upload.
  const named = (await adminDb().doc(docPath('users', user.uid)).get()).data();
  expect(named?.photoURL).toMatch(new RegExp(`^User's_Profile_Picture/${user.uid}/[A-Za-z0-9]+$`));
  await expect(page.getByRole('img', { name: `Profile picture of ${username}` })).toHaveAttribute(
    'src',
    new RegExp(
      `User's_Profile_Picture%2F${user.uid}%2F${named?.photoURL.split('/')[2]}%40400\\.webp`,
    ),
  );

  const auth = await adminAuth().getUser(user.uid);
  expect({ email: auth.email, displayName: auth.displayName }).toEqual({
    email,
    displayName: username,
  });
  const record = (await adminDb().doc(`${COLLECTIONS.users}/${user.uid}`).get()).data();
  expect(record).toMatchObject({ displayName: username, EMail: email });
  expect(JSON.stringify(record)).not.toContain(password);

  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The old password no longer works; the new e-mail and password do.
  await openPage(page, '/Login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
  await axe();

  await signIn(page, email, password);
});
