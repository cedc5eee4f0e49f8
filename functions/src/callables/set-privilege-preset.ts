import {
  COLLECTIONS,
  PRIVILEGE_PRESETS,
  PRIVILEGE_SETTINGS_ID,
  isPrivilegePreset,
} from '@queryhub/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { readSnapshot } from '../shared/documents';
import { adminCallable } from './admin-callable';

function presetRequest(data: unknown) {
  const { preset } = (data ?? {}) as Record<string, unknown>;
  if (!isPrivilegePreset(preset)) {
    throw new HttpsError('invalid-argument', `Give a preset: ${PRIVILEGE_PRESETS.join(' or ')}.`);
  }
  return { preset };
}

/**
 * Admins choose the privilege thresholds in force: { preset }. Writes `Settings/Privileges`,
 * which the rules and the web app read; audited with the preset before and after.
 */
export const setPrivilegePresetCallable = adminCallable('setPrivilegePreset', {
  parse: presetRequest,
  run: async ({ preset }, db) => {
    const ref = db.collection(COLLECTIONS.settings).doc(PRIVILEGE_SETTINGS_ID);
    // The preset in force before (the default when no document says otherwise).
    const previous = readSnapshot('settings', await ref.get())?.Preset ?? null;
    await ref.set({ Preset: preset });
    return { preset, previous };
  },
  audit: (_input, output) => ({
    action: 'setPrivilegePreset',
    target: `${COLLECTIONS.settings}/${PRIVILEGE_SETTINGS_ID}`,
    details: output,
  }),
});
