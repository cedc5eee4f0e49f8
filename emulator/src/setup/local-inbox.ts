// What the launchers call: the local inbox (MailDev) and, once the Auth emulator answers, the
// forwarding of its messages into that inbox. Both live as long as the launcher's process.
import { emulatorPorts, PROJECT_ID } from './firebase-config.js';
import { forwardAuthMail } from './auth-mail-forwarder.js';
import { startMailDev } from './maildev-service.js';

/** The forum's origin under the emulators: the links of forwarded Auth mail point there. */
const APP_ORIGIN = 'http://127.0.0.1:5000';

export async function startLocalInbox(): Promise<{ url: string; forwardAuthMail: () => void }> {
  const maildev = await startMailDev();
  return {
    url: maildev.url,
    forwardAuthMail: () => {
      const auth = emulatorPorts(['auth']).find((port) => port.name === 'auth');
      if (!auth) return;
      forwardAuthMail({
        authUrl: `http://${auth.host}:${auth.port}`,
        projectId: PROJECT_ID,
        smtpUri: maildev.smtpUri,
        appOrigin: APP_ORIGIN,
      });
    },
  };
}
