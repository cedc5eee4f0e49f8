import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { handleQuestionCreated, QUESTION_CREATED_OPTIONS } from '../triggers/on-question-created';
import { failIfFaultInjected } from './fault-switch';

/** Whether this process runs inside the Functions emulator (firebase-tools sets the variable). */
export function inFunctionsEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * onQuestionCreated as the emulator registers it: the fault switch of tests/faults first, then
 * the production handler. Built only when called, so a deployed instance never creates it.
 */
export function onQuestionCreatedWithFaultSwitch() {
  return onDocumentCreated(QUESTION_CREATED_OPTIONS, async (event) => {
    await failIfFaultInjected('onQuestionCreated');
    await handleQuestionCreated(event);
  });
}
