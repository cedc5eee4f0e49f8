// Public API of the posts feature: writing a question or answer (new or edited) and its form.
export { PostForm, type PostDraft } from './components/post-form';
export { usePublishPost } from './hooks/use-publish-post';
