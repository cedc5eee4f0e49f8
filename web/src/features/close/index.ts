// Public API of the close feature: closing, duplicates and reopening.
export { CloseNotice } from './components/close-notice';
export { CloseControls } from './components/close-controls';
export { DuplicateSearchContext } from './duplicate-search';
