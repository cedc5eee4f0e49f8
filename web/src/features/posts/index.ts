// Public API of the posts feature: writing a question or answer (new or edited) and its form.
export {
  createPost,
  type CreatedPost,
  type NewPostInput,
  type NewPostKind,
  type PostBody,
} from './api/create-post';
export {
  PostForm,
  type PostDraft,
  type PostFormProps,
  type PostTextFieldProps,
} from './components/post-form';
export { screenshotFailedAlert, usePublishPost } from './hooks/use-publish-post';
