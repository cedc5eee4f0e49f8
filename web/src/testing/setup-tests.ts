import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: react-router's ScrollRestoration would log "Not implemented" otherwise.
if (typeof window !== 'undefined') window.scrollTo = () => {};

afterEach(() => cleanup());
