// Public API of the comments feature: a post's comments with their composer, and the
// @-suggesting textarea for other composers (the answer form).
export { NO_ASKER, PostComments } from './components/post-comments';
export { MentionTextArea } from './components/mention-text-area';
export { MentionCandidatesContext } from './mention-candidates';
export { useThreadNames } from './api/thread-names';
