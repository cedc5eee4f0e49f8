// Editing one's own posts and their revision history. Other features use only what is here.
export { PostEditLinks, type PostEditLinksProps } from './components/post-edit-links';
