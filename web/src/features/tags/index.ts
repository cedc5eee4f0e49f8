// Tags and follows: the Tags field of the ask and edit forms, the Follow tag and
// Follow category toggles. The tag page is a route of its own (pages/tag-page.tsx).
export { TagsField } from './components/lazy-tags-field';
export { useTagsDraft } from './hooks/use-tags-draft';
export { FollowCategoryButton } from './components/follow-toggle';
export { QuestionTagsEditor } from './components/question-tags-editor';
