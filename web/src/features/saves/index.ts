// Public API of the saves feature: the Save toggle on posts (the /Saved page is a lazy route).
export { SaveButton } from './components/save-button';
