import type { UploadFn } from '@/features/images';
import { loadAuth } from '@/lib/firebase';
import { createProfile } from './create-profile';
import { sendVerificationEmail } from './email-actions';

export interface Registration {
  username: string;
  email: string;
  password: string;
  picture: File | null;
}

/**
 * Creates the account, then its profile through createProfile (the server-side name claim, the
 * raw Users record and the optional picture), and sends the verification e-mail. A username
 * another account holds (in any case, or with lookalike letters) fails with UsernameTakenError;
 * if any step of the profile fails the new account is removed again, so the e-mail can be used
 * for a new attempt. A verification e-mail that cannot be sent is not a failed registration:
 * the banner offers to send it again.
 */
export async function registerAccount(input: Registration, upload: UploadFn): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const email = input.email.trim();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, input.password);
  try {
    await createProfile(
      user,
      { displayName: input.username, email, picture: input.picture },
      upload,
    );
  } catch (error) {
    await sdk.deleteUser(user).catch(() => undefined);
    throw error;
  }
  await sendVerificationEmail().catch((error: unknown) =>
    console.warn('Could not send the verification e-mail', error),
  );
}
