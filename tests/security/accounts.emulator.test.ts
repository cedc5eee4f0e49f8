// Against the Auth emulator with the web SDK: a safe e-mail change
// (verifyBeforeUpdateEmail leaves the old address until the code is applied; Users.EMail
// follows under the rules; recoverEmail restores an address), and what a provider sign-in does to an
// existing e-mail/password account with the same address (Google joins it, GitHub must be
// linked after a password sign-in).
import { deleteApp } from 'firebase/app';
import {
  applyActionCode,
  GoogleAuthProvider,
  linkWithCredential,
  OAuthProvider,
  signInWithCredential,
  signInWithEmailAndPassword,
  updateEmail,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { doc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@queryhub/model';
import {
  adminAuth,
  clientApp,
  createSignedInUser,
  createUser,
  errorCodeOf,
  latestOobCode,
  uniqueEmail,
  uniqueId,
} from '@queryhub/testkit';

/** A fake provider ID token the Auth emulator accepts (strict JSON instead of a JWT). */
function fakeIdToken(sub: string, email: string, emailVerified: boolean): string {
  return JSON.stringify({ sub, email, email_verified: emailVerified });
}

describe('a safe e-mail change', () => {
  it('verifyBeforeUpdateEmail leaves the old address until the code is applied', async () => {
    const user = await createSignedInUser({ prefix: 'mover' });
    const newEmail = uniqueEmail('moved');
    try {
      await verifyBeforeUpdateEmail(user.session.auth.currentUser!, newEmail);
      expect((await adminAuth().getUser(user.uid)).email).toBe(user.email);
      // The old address still signs in; the new one is nobody's yet.
      const probe = clientApp(uniqueId('probe'));
      await signInWithEmailAndPassword(probe.auth, user.email, user.password);
      expect(
        await errorCodeOf(signInWithEmailAndPassword(probe.auth, newEmail, user.password)),
      ).toMatch(/auth\/(invalid-credential|user-not-found)/);

      const change = await latestOobCode(user.email, 'VERIFY_AND_CHANGE_EMAIL');
      expect(change.newEmail).toBe(newEmail);
      await applyActionCode(probe.auth, change.oobCode);
      expect((await adminAuth().getUser(user.uid)).email).toBe(newEmail);
      expect(
        await errorCodeOf(signInWithEmailAndPassword(probe.auth, user.email, user.password)),
      ).toMatch(/auth\/(invalid-credential|user-not-found)/);
      await signInWithEmailAndPassword(probe.auth, newEmail, user.password);

      // Users.EMail follows on the next sign-in (the web app's write); the rules take only the
      // address the ID token carries.
      await updateDoc(doc(probe.db, COLLECTIONS.users, user.uid), { EMail: newEmail });
      expect(
        await errorCodeOf(
          updateDoc(doc(probe.db, COLLECTIONS.users, user.uid), { EMail: user.email }),
        ),
      ).toBe('permission-denied');

      await deleteApp(probe.app);
    } finally {
      await user.session.close();
    }
  });

  it('the recoverEmail link mailed to the old address restores it', async () => {
    // The Auth emulator mails a recovery link when an address is changed directly (production
    // also does after verifyAndChangeEmail); the change here stands for one the owner did not make.
    const user = await createSignedInUser({ prefix: 'recover' });
    try {
      const taken = uniqueEmail('hijacked');
      await updateEmail(user.session.auth.currentUser!, taken);
      expect((await adminAuth().getUser(user.uid)).email).toBe(taken);
      const recover = await latestOobCode(user.email, 'RECOVER_EMAIL');
      await applyActionCode(user.session.auth, recover.oobCode);
      expect((await adminAuth().getUser(user.uid)).email).toBe(user.email);
    } finally {
      await user.session.close();
    }
  });
});

describe('a provider sign-in with the address of an e-mail/password account', () => {
  it('Google (verified address) signs in to the same account, which keeps its password', async () => {
    const existing = await createUser({ prefix: 'linked' });
    const client = clientApp(uniqueId('google'));
    try {
      const credential = GoogleAuthProvider.credential(
        fakeIdToken(uniqueId('g'), existing.email, true),
      );
      const { user } = await signInWithCredential(client.auth, credential);
      expect(user.uid).toBe(existing.uid);
      const record = await adminAuth().getUser(existing.uid);
      expect(record.providerData.map((info) => info.providerId).sort()).toEqual([
        'google.com',
        'password',
      ]);
      await signInWithEmailAndPassword(client.auth, existing.email, existing.password);
    } finally {
      await deleteApp(client.app);
    }
  });

  it('GitHub (address not vouched for) is refused, then linked after the password sign-in', async () => {
    const existing = await createUser({ prefix: 'octo' });
    const client = clientApp(uniqueId('github'));
    try {
      const credential = new OAuthProvider('github.com').credential({
        idToken: fakeIdToken(uniqueId('gh'), existing.email, false),
      });
      const refused = await signInWithCredential(client.auth, credential).catch(
        (error: unknown) => error,
      );
      expect((refused as { code?: unknown }).code).toBe(
        'auth/account-exists-with-different-credential',
      );
      const pending = OAuthProvider.credentialFromError(refused as never);
      expect(pending).not.toBeNull();
      const { user } = await signInWithEmailAndPassword(
        client.auth,
        existing.email,
        existing.password,
      );
      await linkWithCredential(user, pending!);
      const record = await adminAuth().getUser(existing.uid);
      expect(record.providerData.map((info) => info.providerId).sort()).toEqual([
        'github.com',
        'password',
      ]);
      // The next GitHub sign-in lands in the same account.
      await client.auth.signOut();
      const again = await signInWithCredential(client.auth, credential);
      expect(again.user.uid).toBe(existing.uid);
    } finally {
      await deleteApp(client.app);
    }
  });
});
