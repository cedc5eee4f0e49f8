// Public API of the search feature for other features.
export { SimilarQuestions, type SimilarTo } from './components/similar-questions';
export { useSimilarQuestions } from './api/similar-questions';
