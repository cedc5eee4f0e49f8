// The local inbox: MailDev (an SMTP sink with a web inbox) runs inside the launcher's own process,
// so whatever ends the launcher (a stop request, a crash, SIGKILL) also closes its ports.
import { SetupError } from './errors.js';
import { busyPorts, type EmulatorPort } from './ports.js';

const MAILDEV_HOST = '127.0.0.1';
const MAILDEV_WEB_PORT = 1080;
const MAILDEV_SMTP_PORT = 1025;

/** The inbox a person opens in a browser. */
export const MAILDEV_URL = `http://${MAILDEV_HOST}:${MAILDEV_WEB_PORT}`;
/** The SMTP server the functions emulator delivers to (see local-mail-config.ts). */
export const MAILDEV_SMTP_URI = `smtp://${MAILDEV_HOST}:${MAILDEV_SMTP_PORT}`;

export const MAILDEV_PORTS: EmulatorPort[] = [
  { name: 'maildev (inbox)', host: MAILDEV_HOST, port: MAILDEV_WEB_PORT },
  { name: 'maildev (SMTP)', host: MAILDEV_HOST, port: MAILDEV_SMTP_PORT },
];

export interface RunningMailDev {
  url: string;
  smtpUri: string;
  stop: () => Promise<void>;
}

/** Starts MailDev on its fixed ports, or fails with a cause and a fix when they are taken. */
export async function startMailDev(): Promise<RunningMailDev> {
  const busy = await busyPorts(MAILDEV_PORTS);
  if (busy.length > 0) {
    throw new SetupError(
      `The local inbox's port ${busy[0]?.port} is already in use.`,
      `stop the program using it (find it with \`lsof -i :${busy[0]?.port}\`), then run the command again.`,
    );
  }
  // Imported here: only the launchers that start the inbox pay for loading it.
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    ip: MAILDEV_HOST,
    smtp: MAILDEV_SMTP_PORT,
    webIp: MAILDEV_HOST,
    web: MAILDEV_WEB_PORT,
    silent: true,
    mcp: false,
  });
  await maildev.start();
  return { url: MAILDEV_URL, smtpUri: MAILDEV_SMTP_URI, stop: () => maildev.stop() };
}
