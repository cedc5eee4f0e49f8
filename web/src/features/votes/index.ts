// Public API of the votes feature: voting, accepting answers, the reader's own votes.
export { AcceptButton, AcceptedBadge } from './components/accept-button';
export { VoteControls } from './components/vote-controls';
export { useMyVotes, type MyVotes } from './api/my-votes';
