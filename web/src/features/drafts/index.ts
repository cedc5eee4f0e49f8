// Drafts: the ask, answer and edit composers save what is typed to the member's account
// (Users/{uid}/Drafts) and offer it again on any device; composed at the route.
export { DraftControls } from './components/draft-controls';
export { useComposerDraft } from './hooks/use-composer-draft';
