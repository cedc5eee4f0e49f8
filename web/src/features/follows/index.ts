// Public API of the follows feature: the one Follow toggle, for a question, a tag or a category
// (the model's FollowTarget). The routes place it (question page, tag page, category page).
export { FollowButton } from './components/follow-button';
