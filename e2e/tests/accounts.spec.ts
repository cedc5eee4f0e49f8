import { COLLECTIONS, docPath } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import {
  adminAuth,
  actionPath,
  adminDb,
  createUser,
  uniqueEmail,
  uniqueId,
  uniqueWord,
  writeCategory,
} from '@queryhub/testkit';
import { openMailedLink, signInWithProvider } from '../accounts.js';
import {
  acknowledgeDialog,
  addTags,
  expectAccessible,
  openPage,
  signIn,
  signUp,
} from '../pages.js';
import { urls } from '../urls.js';

const RESET_ANSWER = 'If an account exists for that e-mail, a reset link is on its way.';

/**
 * Signs in through /Login and expects the refusal: the spec's "Something went wrong" with the
 * reason in words, never an `auth/…` code.
 */
async function expectSignInRefused(page: Page, email: string, password: string) {
  await openPage(page, '/Login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toContainText('The e-mail address or the password is not right.');
  await expect(alert).not.toContainText('auth/');
}

/** Logs out from /Profile. */
async function logOut(page: Page) {
  await openPage(page, '/Profile');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Chooses the username on /Welcome and waits for the home page. */
async function welcome(page: Page, username: string) {
  await expect(page).toHaveURL('/Welcome');
  await expect(page.getByRole('heading', { name: 'WELCOME TO QUERYHUB' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
}

test('reset the password, then sign in with the new one; the old one is refused', async ({
  page,
}) => {
  const user = await createUser({ prefix: 'forgetful' });
  await openPage(page, '/Login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/ResetPassword');
  await expect(page.getByRole('heading', { name: 'RESET PASSWORD' })).toBeVisible();
  await expectAccessible(page);

  // An unknown address gets the same answer (e-mail enumeration protection).
  await page.getByLabel('E-Mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_ANSWER);
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_ANSWER);
  await expectAccessible(page);

  const resetCode = await openMailedLink(page, user.email, 'PASSWORD_RESET');
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible();
  await expectAccessible(page);
  const password = 'e2e-reset-password-3';
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'SAVE PASSWORD' }).click();
  await expect(page.getByRole('status')).toContainText('Password changed. You can sign in now.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/Login');

  // A used link is explained, with the way to ask again.
  await page.goto(actionPath(resetCode));
  await expect(page.getByRole('alert')).toContainText('expired or has already been used');
  await expect(page.getByRole('link', { name: 'Send a new reset link' })).toBeVisible();
  await expectAccessible(page);

  await expectSignInRefused(page, user.email, user.password);
  await signIn(page, user.email, password);
});

test('verify the address from the registration mail; the banner goes', async ({ page, axe }) => {
  const user = await signUp(page, 'verifier');
  const banner = page.getByRole('region', { name: 'Address verification' });
  await expect(banner).toContainText('Please verify your e-mail address');
  await axe();
  const resend = banner.getByRole('button', { name: 'RESEND VERIFICATION E-MAIL' });
  await resend.click();
  await expect(banner.getByRole('status')).toHaveText(`We sent a new link to ${user.email}.`);
  // Rate-limited: the button waits before it sends again.
  await expect(resend).toBeDisabled();
  await axe();

  await openMailedLink(page, user.email, 'VERIFY_EMAIL');
  await expect(page.getByRole('status').filter({ hasText: 'E-mail verified' })).toBeVisible();
  await expect(banner).toBeHidden();
  await axe();
  expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(true);
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('change the e-mail address through the link, then sign in with it', async ({
  page,
  axe,
  signedInUser,
}) => {
  const user = signedInUser;
  await openPage(page, '/Profile/UpdateEMail');
  await expect(page.getByRole('heading', { name: 'UPDATE E-MAIL' })).toBeVisible();
  const email = uniqueEmail('moved');
  await page.getByLabel('New E-Mail').fill(email);
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByRole('status')).toContainText(
    `We sent a link to ${email}. Your e-mail changes when you open it.`,
  );
  await axe();
  expect((await adminAuth().getUser(user.uid)).email).toBe(user.email);

  await openMailedLink(page, user.email, 'VERIFY_AND_CHANGE_EMAIL');
  await expect(page.getByRole('status')).toContainText(`Your address is now ${email}.`);
  await axe();
  expect((await adminAuth().getUser(user.uid)).email).toBe(email);

  await logOut(page);
  await expectSignInRefused(page, user.email, user.password);
  await signIn(page, email, user.password);
  // Users.EMail follows the account on this sign-in.
  await expect
    .poll(async () => (await adminDb().doc(docPath('users', user.uid)).get()).get('EMail'))
    .toBe(email);
  await openPage(page, '/Profile');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});

test('the recovery link restores an address changed behind the owner’s back', async ({
  page,
  axe,
}) => {
  const user = await createUser({ prefix: 'recovered' });
  const intruder = uniqueEmail('intruder');
  // A change the owner did not make (the Auth emulator then mails the recovery link).
  await adminAuth().updateUser(user.uid, { email: intruder });
  await openMailedLink(page, user.email, 'RECOVER_EMAIL');
  await expect(page.getByRole('status')).toContainText(`Your address is ${user.email} again.`);
  await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await axe();
  expect((await adminAuth().getUser(user.uid)).email).toBe(user.email);
  await signIn(page, user.email, user.password);
});

test('Google sign-in: a new account chooses its username on /Welcome, then asks', async ({
  page,
}) => {
  const other = await createUser({ prefix: 'host' });
  const subject = `Social ${uniqueWord('c')}`;
  const catId = (await writeCategory(other, subject)).id;

  await openPage(page, '/Login');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // signInWithRedirect leaves for the provider: the Auth emulator's fake Google page.
  await expect(page).toHaveURL(
    /127\.0\.0\.1:9099\/emulator\/auth\/handler\?.*providerId=google\.com/,
  );

  await openPage(page, '/Login');
  const email = uniqueEmail('googler');
  await signInWithProvider(page, 'google.com', {
    sub: uniqueId('g'),
    email,
    emailVerified: true,
  });
  await openPage(page, '/');
  const username = `Googler ${uniqueWord('u')}`;
  await welcome(page, username);
  // Google vouches for its address: no verification banner.
  await expect(page.getByRole('region', { name: 'Address verification' })).toBeHidden();

  await openPage(page, urls.ask(catId, subject));
  const text = `Which ${uniqueWord('q')} fits best`;
  await page.getByLabel('Your question').fill(text);
  await addTags(page, 'accounts');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${text}`);
  const account = await adminAuth().getUserByEmail(email);
  expect(account.providerData.map((info) => info.providerId)).toEqual(['google.com']);
  const record = (await adminDb().doc(docPath('users', account.uid)).get()).data();
  expect(record).toMatchObject({ displayName: username, EMail: email });

  await openPage(page, '/Profile');
  await expect(page.getByTestId('sign-in-methods')).toHaveText('Google');
  await expectAccessible(page);
});

test('a wrong password on /Login is said in words, not as a code', async ({ page }) => {
  const user = await createUser({ prefix: 'wrongpw' });
  await expectSignInRefused(page, user.email, `${user.password}-not`);
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
});

// Offline, the SDK cannot load Google's sign-in script when the tab comes back from
// the provider page, and Firebase answers auth/internal-error. The page says so in words.
test('Google sign-in that cannot reach Google names Google and the connection', async ({
  page,
}) => {
  // Offline: nothing beyond the local stack answers.
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) =>
      route.abort('internetdisconnected'),
    );
  await openPage(page, '/Login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:9099\/emulator\/auth\/handler\?/);
  await page.getByRole('button', { name: /Add new account/ }).click();
  await page.getByRole('button', { name: 'Auto-generate user information' }).click();
  await page.getByRole('button', { name: /^Sign in with/ }).click();
  await expect(page).toHaveURL(/\/Login/);
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toContainText(
    "Sign-in with Google could not finish because Google's sign-in service could not be reached",
  );
  await expect(alert).toContainText('check your internet connection and try again');
  await expect(alert).not.toContainText('auth/');
  await expectAccessible(page);
});

test('GitHub sign-in: a new account chooses its username and is asked to verify', async ({
  page,
}) => {
  await openPage(page, '/Register');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL(
    /127\.0\.0\.1:9099\/emulator\/auth\/handler\?.*providerId=github\.com/,
  );

  await openPage(page, '/Register');
  const email = uniqueEmail('octo');
  await signInWithProvider(page, 'github.com', {
    sub: uniqueId('gh'),
    email,
    emailVerified: false,
  });
  await openPage(page, '/Profile');
  await welcome(page, `Octo ${uniqueWord('u')}`);
  await expect(page.getByRole('region', { name: 'Address verification' })).toBeVisible();
  await openPage(page, '/Profile');
  await expect(page.getByTestId('sign-in-methods')).toHaveText('GitHub');
});

test('Google sign-in with the address of an existing account links it, not a duplicate', async ({
  page,
}) => {
  const user = await createUser({ prefix: 'linker' });
  await openPage(page, '/Login');
  const session = await signInWithProvider(page, 'google.com', {
    sub: uniqueId('g'),
    email: user.email,
    emailVerified: true,
  });
  expect(session.localId).toBe(user.uid);
  await openPage(page, '/Profile');
  await expect(page.getByText(user.displayName, { exact: true })).toBeVisible();
  await expect(page.getByTestId('sign-in-methods')).toHaveText(
    /E-mail and password, Google|Google, E-mail and password/,
  );
  await expectAccessible(page);
  expect(page.url()).not.toContain('/Welcome');
  const accounts = await adminAuth().listUsers();
  expect(accounts.users.filter((account) => account.email === user.email)).toHaveLength(1);
  // The password still works.
  await logOut(page);
  await signIn(page, user.email, user.password);
});

test('a Google-only account deletes itself', async ({ page, axe }) => {
  await openPage(page, '/Login');
  const email = uniqueEmail('leaving-googler');
  const session = await signInWithProvider(page, 'google.com', {
    sub: uniqueId('g'),
    email,
    emailVerified: true,
  });
  await openPage(page, '/');
  await welcome(page, `Leaving ${uniqueWord('u')}`);
  await openPage(page, '/Profile/DeleteAccount');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await acknowledgeDialog(page, 'Account Deleted', /.*/);
  await expect(page).toHaveURL('/');
  await axe();
  await expect
    .poll(() =>
      adminAuth()
        .getUser(session.localId)
        .then(
          () => true,
          () => false,
        ),
    )
    .toBe(false);
  await expect
    .poll(async () => (await adminDb().doc(`${COLLECTIONS.users}/${session.localId}`).get()).exists)
    .toBe(false);
});
