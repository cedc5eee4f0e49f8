import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { ModerationRequest } from '../src/callables/moderate-post';
import { PresetRequest } from '../src/callables/set-privilege-preset';
import { SuspensionRequest } from '../src/callables/set-user-suspended';
import { ALERT_TASK_UIDS, AlertTaskSchema } from '../src/mail/unread-alerts';
import { parseCallableInput, parseOrNull } from '../src/shared/input-schema';

/** The HttpsError a refused input throws: its code and message. */
function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the input was accepted');
}

describe('callable input schemas', () => {
  it('take a well-formed request as its typed value', () => {
    expect(parseCallableInput(SuspensionRequest, { email: 'a@b.io', suspended: true })).toEqual({
      email: 'a@b.io',
      suspended: true,
    });
    expect(parseCallableInput(PresetRequest, { preset: 'young' })).toEqual({ preset: 'young' });
    expect(
      parseCallableInput(ModerationRequest, { action: 'hide', postType: 'comment', postId: 'c_1' }),
    ).toEqual({ action: 'hide', postType: 'comment', postId: 'c_1' });
  });

  it('refuse anything else with invalid-argument and a sentence for the caller', () => {
    expect(refusal(() => parseCallableInput(SuspensionRequest, { suspended: 'yes' }))).toEqual({
      code: 'invalid-argument',
      message: 'Say whether the user is suspended.',
    });
    expect(refusal(() => parseCallableInput(PresetRequest, null))).toEqual({
      code: 'invalid-argument',
      message: 'Give a preset: young or stackOverflow.',
    });
    expect(
      refusal(() =>
        parseCallableInput(ModerationRequest, { action: 'ban', postType: 'question', postId: 'q' }),
      ).message,
    ).toBe('Give an action (hide, restore, delete) and a postType.');
    expect(
      refusal(() =>
        parseCallableInput(ModerationRequest, {
          action: 'hide',
          postType: 'question',
          postId: '../Users/x',
        }),
      ).message,
    ).toBe('Give the id of the post.');
  });

  it('drop a suspension target that is not text rather than look it up', () => {
    expect(parseCallableInput(SuspensionRequest, { uid: 42, suspended: false })).toEqual({
      suspended: false,
    });
  });

  it('parse a task payload, refusing one over the batch size or with other types', () => {
    const task = { notificationId: 'n1', uids: ['u1', 'u2'], notBefore: 5 };
    expect(parseOrNull(AlertTaskSchema, task)).toEqual(task);
    const tooMany = Array.from({ length: ALERT_TASK_UIDS + 1 }, (_, i) => `u${i}`);
    expect(parseOrNull(AlertTaskSchema, { ...task, uids: tooMany })).toBeNull();
    expect(parseOrNull(AlertTaskSchema, { ...task, uids: ['u1', 7] })).toBeNull();
    expect(parseOrNull(AlertTaskSchema, { ...task, notBefore: '5' })).toBeNull();
  });
});
