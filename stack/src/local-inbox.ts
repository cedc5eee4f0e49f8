// What the launchers call: the local inbox (MailDev) and, once the emulators answer, the
// forwarding of the Auth emulator's messages into it and the replay of the mail sent before.
// Everything lives as long as the launcher's process.
import { emulatorPorts, PROJECT_ID } from './firebase-config.js';
import { forwardAuthMail } from './auth-mail-forwarder.js';
import { startMailDev } from './maildev-service.js';
import { replaySentMail } from './mail-replay.js';

/** The forum's origin under the emulators: the links of forwarded Auth mail point there. */
const APP_ORIGIN = 'http://127.0.0.1:5000';

const urlOfEmulator = (name: string): string | undefined => {
  const port = emulatorPorts([name]).find((entry) => entry.name === name);
  return port ? `http://${port.host}:${port.port}` : undefined;
};

export interface LocalInbox {
  url: string;
  /** Under `npm start` and `npm run dev`: Auth mail forwarding and the replay of sent mail. */
  connect: () => void;
}

export async function startLocalInbox(): Promise<LocalInbox> {
  const startedAt = new Date().toISOString();
  const maildev = await startMailDev();
  return {
    url: maildev.url,
    connect: () => {
      const authUrl = urlOfEmulator('auth');
      const firestoreUrl = urlOfEmulator('firestore');
      if (authUrl) {
        forwardAuthMail({
          authUrl,
          projectId: PROJECT_ID,
          smtpUri: maildev.smtpUri,
          appOrigin: APP_ORIGIN,
        });
      }
      if (firestoreUrl) {
        replaySentMail({
          firestoreUrl,
          projectId: PROJECT_ID,
          smtpUri: maildev.smtpUri,
          startedAt,
        }).catch((error: unknown) => console.warn('The sent mail could not be restored:', error));
      }
    },
  };
}
