import { onCall } from 'firebase-functions/v2/https';
import { sendContactMessage } from '../contact/send-contact-message';
import { firestore } from '../shared/firebase';

/**
 * The contact form's only way in (the rules refuse client writes to ContactForm). App Check is
 * enforced when the deployment sets CONTACT_ENFORCE_APP_CHECK=true (functions/.env.<project>),
 * once the web app registers an App Check provider; the emulators run without it.
 */
export const sendContactMessageCallable = onCall(
  {
    enforceAppCheck: process.env.CONTACT_ENFORCE_APP_CHECK === 'true',
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  (request) => sendContactMessage(firestore(), request),
);
