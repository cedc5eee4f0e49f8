// The addresses mail may go to: the Auth account's own, and only once it is verified.
import type { Auth } from 'firebase-admin/auth';
import { chunk } from '../shared/batches';

/** Admin Auth's getUsers takes at most this many identifiers per call. */
const GET_USERS_LIMIT = 100;

/** uid → verified e-mail address, for the uids that have one. */
export async function verifiedAddresses(
  auth: Auth,
  uids: readonly string[],
): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  for (const group of chunk([...new Set(uids)], GET_USERS_LIMIT)) {
    const { users } = await auth.getUsers(group.map((uid) => ({ uid })));
    for (const user of users) {
      if (user.email && user.emailVerified && !user.disabled) addresses.set(user.uid, user.email);
    }
  }
  return addresses;
}
