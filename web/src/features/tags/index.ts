// Tags: the Tags field of the ask and edit forms and the question's tags editor. The tag page is
// a route of its own (pages/tag-page.tsx, with Follow tag from app/routes/tag-page.tsx).
export { TagsField } from './components/lazy-tags-field';
export { useTagsDraft } from './hooks/use-tags-draft';
export { QuestionTagsEditor } from './components/question-tags-editor';
