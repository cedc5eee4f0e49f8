import { runDigest } from '../mail/digest';
import { siteOrigin, UNSUBSCRIBE_SECRET } from '../mail/mail-params';
import { adminAuth } from '../shared/firebase';
import { adminCallable, noInput } from './admin-callable';

// `npm run admin -- digest`: the weekly digest, now (the emulator never fires schedules).
export const runDigestCallable = adminCallable('runDigest', {
  parse: noInput,
  run: (_input, db) =>
    runDigest(db, adminAuth(), {
      origin: siteOrigin(),
      secret: UNSUBSCRIBE_SECRET.value(),
      nowMs: Date.now(),
    }),
});
