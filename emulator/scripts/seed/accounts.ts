// Demo users: Auth accounts (Admin SDK), then each user's own profile, written by that user.
import { COLLECTIONS, newUserRecord, newPresence, type PresenceState } from '@queryhub/model';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { adminApp, signInClient, type ClientSession } from './client.js';
import { renderAvatar } from './images.js';
import { uploadImage } from './uploads.js';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from './users.js';
import { createProfile } from './profiles.js';

export type Sessions = ReadonlyMap<DemoUserKey, ClientSession>;

export async function createDemoAccounts(): Promise<void> {
  const auth = getAdminAuth(adminApp());
  for (const user of DEMO_USERS) {
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      password: DEMO_PASSWORD,
      displayName: user.displayName,
    });
    if (user.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
  }
}

export async function signInDemoUsers(): Promise<Sessions> {
  const sessions = new Map<DemoUserKey, ClientSession>();
  for (const user of DEMO_USERS)
    sessions.set(user.key, await signInClient(user.email, DEMO_PASSWORD));
  return sessions;
}

/** What the register page does: the profile document, then the picture, then the presence. */
export async function writeProfiles(sessions: Sessions): Promise<void> {
  for (const user of DEMO_USERS) {
    const session = sessionOf(sessions, user.key);
    const profile = doc(session.db, COLLECTIONS.users, user.uid);
    await createProfile(
      session,
      newUserRecord(
        { uid: user.uid, displayName: user.displayName, email: user.email },
        serverTimestamp(),
      ),
    );
    const avatar = await renderAvatar(user.displayName, user.colour);
    const photoURL = await uploadImage(
      session,
      `User's_Profile_Picture/${user.uid}/avatar`,
      avatar,
    );
    await updateDoc(profile, { photoURL });
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
