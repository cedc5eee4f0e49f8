/**
 * Every route of the spec, with typed builders. Values shown in a URL turn spaces into hyphens
 * (the spec's rule) and are then URL-encoded, so "C++", "?", "#", "%" or "/" never break a route.
 * react-router decodes params, so pages only call `fromUrlText()` to turn hyphens back into spaces.
 */
import { postCollection, type PostKind } from '@queryhub/model';

/** Spaces → hyphens, then percent-encoded as one path segment. */
export function toUrlSegment(text: string): string {
  return encodeURIComponent(text.trim().replace(/\s+/g, '-'));
}

/** An ID as one path segment (encoded, never hyphenated). */
function idSegment(id: string): string {
  return encodeURIComponent(id);
}

/** A decoded route param back to display text: hyphens → spaces. */
export function fromUrlText(param: string | undefined): string {
  return (param ?? '').replace(/-/g, ' ');
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/Login', getHref: () => '/Login' },
  register: { path: '/Register', getHref: () => '/Register' },
  /** "Forgot password?": asks for a reset link (replaces the spec's 404; docs/spec-coverage.md). */
  resetPassword: { path: '/ResetPassword', getHref: () => '/ResetPassword' },
  /** The handler of Firebase's e-mail action links (the project's action URL). */
  authAction: { path: '/Auth/Action', getHref: () => '/Auth/Action' },
  /** A new Google or GitHub account chooses its username here. */
  welcome: { path: '/Welcome', getHref: () => '/Welcome' },
  contact: { path: '/Contact', getHref: () => '/Contact' },
  profile: {
    root: { path: '/Profile', getHref: () => '/Profile' },
    updateUsername: {
      path: '/Profile/UpdateUsername',
      getHref: () => '/Profile/UpdateUsername',
    },
    updateEmail: { path: '/Profile/UpdateEMail', getHref: () => '/Profile/UpdateEMail' },
    updatePassword: {
      path: '/Profile/UpdatePassword',
      getHref: () => '/Profile/UpdatePassword',
    },
    updateProfilePicture: {
      path: '/Profile/UpdateProfilePicture',
      getHref: () => '/Profile/UpdateProfilePicture',
    },
    deleteAccount: { path: '/Profile/DeleteAccount', getHref: () => '/Profile/DeleteAccount' },
    emailPreferences: {
      path: '/Profile/EmailPreferences',
      getHref: () => '/Profile/EmailPreferences',
    },
  },
  category: {
    path: '/Category/:ID/:Name',
    getHref: (id: string, name: string) => `/Category/${idSegment(id)}/${toUrlSegment(name)}`,
  },
  /** Every tag with its question count, most used first (`?filter=` a name prefix, `?after=`). */
  tags: { path: '/Tags', getHref: () => '/Tags' },
  /** The questions carrying one tag; `tag` as the model spells it. */
  tag: {
    path: '/Tags/:Tag',
    getHref: (tag: string) => `/Tags/${encodeURIComponent(tag)}`,
  },
  /** Every badge with its description and how many members hold it. */
  badges: { path: '/Badges', getHref: () => '/Badges' },
  /** One badge and its most recent holders; its name with hyphens (`/Badges/Nice-Question`). */
  badge: {
    path: '/Badges/:Name',
    getHref: (name: string) => `/Badges/${toUrlSegment(name)}`,
  },
  createCategory: { path: '/Create', getHref: () => '/Create' },
  ask: {
    path: '/Ask/:ID/:Name',
    getHref: (categoryId: string, categoryName: string) =>
      `/Ask/${idSegment(categoryId)}/${toUrlSegment(categoryName)}`,
  },
  reply: {
    path: '/Reply/:CatID/:QuestionID/:Question',
    getHref: (categoryId: string, questionId: string, question: string) =>
      `/Reply/${idSegment(categoryId)}/${idSegment(questionId)}/${toUrlSegment(question)}`,
  },
  /** The questions of every category (`?sort=`, `?after=`); a question's own page is below. */
  allQuestions: { path: '/Questions', getHref: () => '/Questions' },
  question: {
    path: '/Questions/:CatID/:QuestionID/:Question',
    getHref: (categoryId: string, questionId: string, question: string) =>
      `/Questions/${idSegment(categoryId)}/${idSegment(questionId)}/${toUrlSegment(question)}`,
  },
  notifications: { path: '/Notifications', getHref: () => '/Notifications' },
  saved: { path: '/Saved', getHref: () => '/Saved' },
  admin: { path: '/Admin', getHref: () => '/Admin' },
  user: {
    path: '/User/:uid/:name',
    getHref: (uid: string, name: string) =>
      `/User/${idSegment(uid)}/${toUrlSegment(name || 'user')}`,
  },
  results: {
    path: '/Results/:SearchValue',
    getHref: (searchValue: string) => `/Results/${toUrlSegment(searchValue)}`,
  },
  /** The author's edit form for one question or answer (signed-in only). */
  editPost: {
    path: '/Edit/:Kind/:ID',
    getHref: (kind: PostKind, id: string) => `/Edit/${postCollection(kind)}/${idSegment(id)}`,
  },
  /** The revisions of one question or answer, each with its diff. */
  postHistory: {
    path: '/History/:Kind/:ID',
    getHref: (kind: PostKind, id: string) => `/History/${postCollection(kind)}/${idSegment(id)}`,
  },
} as const;
