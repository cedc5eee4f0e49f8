import type { ImageVariants } from '@/components/ui';

/** The signed-in user as the app sees it (the spec's four fields). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
  /** Whether the address is verified (the `email_verified` claim). */
  emailVerified?: boolean;
  /** The account's sign-in methods: 'password', 'google.com', 'github.com'. */
  providers?: string[];
}

/** Something with toDate(): a Firestore Timestamp, without importing the SDK. */
export interface TimestampLike {
  toDate(): Date;
}

/** Users/{uid} as read by its owner (see docs/data-model.md). */
export interface UserProfile {
  uid: string;
  displayName: string;
  EMail: string;
  photoURL: string;
  Status?: 'Active Now' | 'Offline Since';
  SetStatusDone?: boolean;
  NoOfQuestionAsked?: number;
  NoOfQuestionAnswered?: number;
  CreatedAt?: TimestampLike | null;
  /** A Timestamp, or text in legacy records. */
  LoginTime?: TimestampLike | string | null;
  LogoutTime?: TimestampLike | string | null;
  Photo?: ImageVariants;
  PhotoRejected?: string;
}

export interface AuthState {
  /** undefined while the SDK loads, null when signed out. */
  user: AuthUser | null | undefined;
  /** The live Users/{uid} record; null when signed out or not created yet. */
  profile: UserProfile | null;
  /** Whether `profile` has been read for the signed-in user (null then means: none exists). */
  profileLoaded?: boolean;
}
