import { COLLECTIONS, PRIVILEGE_PRESETS, PRIVILEGE_SETTINGS_ID } from '@queryhub/model';
import { z } from 'zod/v4';
import { readSnapshot } from '../shared/documents';
import { parseCallableInput } from '../shared/input-schema';
import { adminCallable } from './admin-callable';

export const PresetRequest = z.object({
  preset: z.enum(PRIVILEGE_PRESETS, { error: `Give a preset: ${PRIVILEGE_PRESETS.join(' or ')}.` }),
});

/**
 * Admins choose the privilege thresholds in force: { preset }. Writes `Settings/Privileges`,
 * which the rules and the web app read; audited with the preset before and after.
 */
export const setPrivilegePresetCallable = adminCallable('setPrivilegePreset', {
  parse: (data) => parseCallableInput(PresetRequest, data),
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
