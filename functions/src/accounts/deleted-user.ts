/** The name shown on posts and categories whose author deleted the account. */
export const DELETED_USER_NAME = 'Deleted user';

/** What a post or category of a deleted account keeps: its content, without who wrote it. */
export const ANONYMISED_POST = { UserName: DELETED_USER_NAME, uid: '', Anonymised: true } as const;
