// Public API of the search feature for other features.
export { SimilarQuestions } from './components/similar-questions';
export { useSimilarQuestions } from './api/similar-questions';
