// Demo users: Auth accounts (Admin SDK), then each user's own profile, written by that user.
import {
  COLLECTIONS,
  IMAGE_FOLDERS,
  imageObjectPath,
  newPresence,
  newUserRecord,
  type PresenceState,
} from '@queryhub/model';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import {
  adminAuth,
  createProfile,
  signInClient,
  uploadImage,
  type ClientSession,
} from '@queryhub/testkit';
import { renderAvatar } from './images.js';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from './users.js';

export type Sessions = ReadonlyMap<DemoUserKey, ClientSession>;

export async function createDemoAccounts(): Promise<void> {
  const auth = adminAuth();
  for (const user of DEMO_USERS) {
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      password: DEMO_PASSWORD,
      displayName: user.displayName,
    });
    if (user.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
    if (user.moderator) await auth.setCustomUserClaims(user.uid, { moderator: true });
    if (user.google) {
      // Also signs in with Google: the Auth emulator's fake provider page lists this identity
      // under "Continue with Google" (docs/demo-data.md).
      await auth.updateUser(user.uid, {
        providerToLink: {
          providerId: 'google.com',
          uid: `google-${user.key}`,
          email: user.email,
          displayName: user.displayName,
        },
      });
    }
  }
}

export async function signInDemoUsers(): Promise<Sessions> {
  const sessions = new Map<DemoUserKey, ClientSession>();
  for (const user of DEMO_USERS)
    sessions.set(user.key, await signInClient(user.email, DEMO_PASSWORD));
  return sessions;
}

/**
 * What the register page does: the profile document naming the picture (with the claim of its
 * name and the picture's quota, in one batch), then the picture, then the presence.
 */
export async function writeProfiles(sessions: Sessions): Promise<void> {
  for (const user of DEMO_USERS) {
    const session = sessionOf(sessions, user.key);
    const photoURL = imageObjectPath(IMAGE_FOLDERS.profile, user.uid, 'avatar');
    await createProfile(
      session,
      newUserRecord(
        { uid: user.uid, displayName: user.displayName, email: user.email, photoURL },
        serverTimestamp(),
      ),
    );
    await uploadImage(session, photoURL, await renderAvatar(user.displayName, user.colour));
    await setPresence(session, 'online');
  }
}

export async function setPresence(session: ClientSession, state: PresenceState): Promise<void> {
  await setDoc(
    doc(session.db, COLLECTIONS.presence, session.uid),
    newPresence(state, serverTimestamp()),
  );
}

export function sessionOf(sessions: Sessions, key: DemoUserKey): ClientSession {
  const session = sessions.get(key);
  if (!session) throw new Error(`No session for demo user ${key}`);
  return session;
}
