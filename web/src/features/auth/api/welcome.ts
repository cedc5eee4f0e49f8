import type { UploadFn } from '@/features/images';
import { loadAuth } from '@/lib/firebase';
import { createProfile } from './create-profile';

/** Gives the signed-in Google or GitHub account its profile, under the username it chose. */
export async function completeSocialProfile(
  input: { username: string; picture: File | null },
  upload: UploadFn,
): Promise<void> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  if (!user.email) {
    // The rules need an address on Users; GitHub may keep a member's address private.
    throw Object.assign(new Error('No e-mail address'), { code: 'auth/missing-email' });
  }
  const displayName = input.username.trim();
  await createProfile(user, { displayName, email: user.email, picture: input.picture }, upload);
}
