// The pure computations the triggers and callables run on one document or request (no Firestore
// or Storage round trip): the entry point for code that runs them outside the functions, such as
// the worst-case benchmark (bench/worst-case.ts), which bundles it as the deploy build does.
export { parseContactMessage } from './contact/contact-message';
export { contentRejection } from './images/validate-image';
export { makeVariants } from './images/make-variants';
export { postDerivedFields } from './posts/post-derived-fields';
export { mentionCandidates, mentionTargets } from './comments/mention-targets';
export { displayNameClaimId } from './profiles/display-name-key';
export {
  readCloseVote,
  isBindingVote,
  isDecided,
  roundOutcome,
  outcomeNote,
} from './closing/close-decision';
export { settledRound } from './closing/settled-round';
export { requestedDisplayName, claimDecision } from './profiles/claim-decision';
