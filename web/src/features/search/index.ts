// Public API of the search feature for other features.
export { SimilarQuestions } from './components/similar-questions';
export { RelatedQuestions } from './components/related-questions';
export { useSimilarQuestions } from './api/similar-questions';
