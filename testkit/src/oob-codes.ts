// The Auth emulator's out-of-band codes: what Firebase would have mailed (reset, verification,
// e-mail change and recovery links), read through the emulator's REST API.
import { PROJECT_ID, urlOf } from './emulators.js';

export interface OobCode {
  email: string;
  newEmail?: string;
  requestType:
    'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | 'RECOVER_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

/** Every code the emulator holds, oldest first. */
async function listOobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${urlOf('auth')}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** The newest code of `requestType` mailed to `email` (case-insensitive); fails when none. */
export async function latestOobCode(
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode> {
  const wanted = email.toLowerCase();
  const matching = (await listOobCodes()).filter(
    (code) => code.requestType === requestType && code.email.toLowerCase() === wanted,
  );
  const latest = matching.at(-1);
  if (!latest) throw new Error(`No ${requestType} code for ${email}`);
  return latest;
}

/** The path of the app's action handler for a code (the link's shape in a real mail). */
export function actionPath(code: OobCode): string {
  const mode = {
    PASSWORD_RESET: 'resetPassword',
    VERIFY_EMAIL: 'verifyEmail',
    VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
    RECOVER_EMAIL: 'recoverEmail',
  }[code.requestType];
  if (!mode) throw new Error(`Unknown request type ${code.requestType}`);
  return `/Auth/Action?mode=${mode}&oobCode=${encodeURIComponent(code.oobCode)}`;
}
