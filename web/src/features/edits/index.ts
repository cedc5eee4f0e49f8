// Editing one's own posts and their revision history. Other features use only what is here.
export { editPostText } from './api/edit-post';
export { useEditablePost, type EditablePost } from './api/get-editable-post';
export { PostEditLinks } from './components/post-edit-links';
