// The six demo accounts. Everyone shares one password so the demo is easy to try.
export const DEMO_PASSWORD = 'queryhub-demo';

export type DemoUserKey = 'alice' | 'bruno' | 'chen' | 'dalia' | 'emeka' | 'freya';

export interface DemoUser {
  key: DemoUserKey;
  uid: string;
  displayName: string;
  email: string;
  /** Avatar background colour. */
  colour: string;
  /** Gets the `admin: true` custom claim. */
  admin: boolean;
  /** Gets the `moderator: true` custom claim (the flag and close queues, every privilege). */
  moderator: boolean;
  /** Left signed in ('Active Now') at the end of the seed; the others end 'Offline Since'. */
  staysOnline: boolean;
  /** Also has a Google identity (the Auth emulator's fake provider) linked to the account. */
  google: boolean;
}

function demoUser(
  key: DemoUserKey,
  displayName: string,
  colour: string,
  flags: Partial<Pick<DemoUser, 'admin' | 'moderator' | 'staysOnline' | 'google'>> = {},
): DemoUser {
  return {
    key,
    uid: `demo-${key}`,
    displayName,
    email: `${key}@queryhub.test`,
    colour,
    admin: flags.admin ?? false,
    moderator: flags.moderator ?? false,
    staysOnline: flags.staysOnline ?? false,
    google: flags.google ?? false,
  };
}

export const DEMO_USERS: readonly DemoUser[] = [
  demoUser('alice', 'Alice Martin', '#3b6fd8', { admin: true, staysOnline: true }),
  demoUser('bruno', 'Bruno Costa', '#d8643b'),
  demoUser('chen', 'Chen Wei', '#2f9e6e', { moderator: true, staysOnline: true }),
  demoUser('dalia', 'Dalia Haddad', '#9b4dca'),
  demoUser('emeka', 'Emeka Obi', '#c9a227'),
  demoUser('freya', 'Freya Lund', '#d14d7a', { google: true }),
];

export function findDemoUser(key: DemoUserKey): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`Unknown demo user ${key}`);
  return user;
}
