import { docPath, COLLECTIONS } from '@queryhub/model';
import { expect, test } from '../fixtures.js';
import { adminAuth, adminDb, createUser, pngFile } from '@queryhub/testkit';
import { signUp, openPage } from '../pages.js';

// Flow 1: a visitor registers with a profile picture and sees it as the header's avatar.
test('register with a picture, then see the avatar in the header', async ({ page, axe }) => {
  await openPage(page, '/Register');
  await expect(page.getByRole('heading', { name: 'CREATE ACCOUNT' })).toBeVisible();
  await axe();

  const user = await signUp(page, 'register', await pngFile('me.png'));

  expect((await adminAuth().getUser(user.uid)).displayName).toBe(user.displayName);
  const avatar = page.getByRole('link', { name: 'Your profile' }).getByRole('img');
  // The default picture at first, then the processed 400 px WebP variant once the image trigger
  // ran: the original upload is never shown (nor readable).
  await expect(avatar).toHaveAttribute('src', /(@|%40)400\.webp/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const record = (await adminDb().doc(`${COLLECTIONS.users}/${user.uid}`).get()).data();
  expect(record).toMatchObject({ displayName: user.displayName, EMail: user.email });
  expect(record?.photoURL).toMatch(new RegExp(`^User's_Profile_Picture/${user.uid}/[A-Za-z0-9]+$`));
  expect(record?.Photo?.original).toBe(record?.photoURL);
  // The server holds the name for this account (claimDisplayName), under its canonical key.
  const claim = (await adminDb().doc(docPath('nameClaims', user.uid)).get()).data();
  expect(claim?.displayName).toBe(user.displayName);
  const held = await adminDb()
    .doc(docPath('userNames', String(claim?.key)))
    .get();
  expect(held.data()).toEqual({ uid: user.uid });
  await axe();

  await avatar.click();
  await expect(page).toHaveURL('/Profile');
  await expect(page.getByRole('heading', { name: 'PROFILE', exact: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Profile picture of ${user.displayName}` }),
  ).toHaveAttribute('src', /(@|%40)400\.webp/);
  await axe();
});

test('a username taken in another case is refused with a clear message', async ({ page }) => {
  const holder = await createUser({ prefix: 'holder' });
  await openPage(page, '/Register');
  await page.getByLabel('Username').fill(holder.displayName.toUpperCase());
  await page.getByLabel('E-Mail').fill(`again-${holder.email}`);
  await page.getByLabel('Password').fill(holder.password);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `The username "${holder.displayName.toUpperCase()}" is taken. Please choose another one.`,
  );
  await expect(page).toHaveURL('/Register');
});

for (const name of ['Élodie Durand', 'Анна Петрова']) {
  test(`${name} registers with a name in her own script`, async ({ page }) => {
    const user = await signUp(page, 'any-script', undefined, name);
    expect((await adminAuth().getUser(user.uid)).displayName).toBe(name);
    const record = (await adminDb().doc(`${COLLECTIONS.users}/${user.uid}`).get()).data();
    expect(record?.displayName).toBe(name);
  });
}

test("a lookalike of a member's name (another script, an invisible character) is taken", async ({
  page,
}) => {
  const holder = await createUser({ prefix: 'bob', displayName: `Bob ${Date.now()}` });
  for (const lookalike of [
    holder.displayName.replace('o', '\u03BF'),
    holder.displayName.replace('B', 'B\u200B'),
  ]) {
    await openPage(page, '/Register');
    await page.getByLabel('Username').fill(lookalike);
    await page.getByLabel('E-Mail').fill(`again-${Date.now()}-${holder.email}`);
    await page.getByLabel('Password').fill(holder.password);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByRole('alert')).toContainText(/is taken|invisible characters/);
    await expect(page).toHaveURL('/Register');
  }
});
