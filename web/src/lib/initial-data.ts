// The first page's data, read on the server and embedded in the HTML, so the client's first
// render (hydration) shows exactly what the server rendered. Keys are the subscription keys of
// lib/subscription.ts; values are the plain view models the subscriptions deliver.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

export type InitialData = Readonly<Record<string, unknown>>;

/** Set when the server answered 404 for the first URL (a missing category or question). */
export const NOT_FOUND_KEY = '__notFound';

/** The id of the `<script type="application/json">` element that carries the data. */
export const INITIAL_DATA_ELEMENT_ID = 'qh-initial-data';

export const InitialDataContext = createContext<InitialData>({});

/** The server's value for a subscription key, if the first page came with one. */
export function useInitialValue(key: string): { found: boolean; value: unknown } {
  const data = useContext(InitialDataContext);
  return Object.hasOwn(data, key)
    ? { found: true, value: data[key] }
    : { found: false, value: null };
}

/**
 * True while the app shows the first URL, for which the server answered 404. react-router gives
 * the first history entry the key 'default'; any navigation gets a new key.
 */
export function useInitialNotFound(): boolean {
  const data = useContext(InitialDataContext);
  const { key } = useLocation();
  return data[NOT_FOUND_KEY] === true && key === 'default';
}

/**
 * JSON that is safe inside a `<script>` element: `<` (so no `</script>` or `<!--` can end or
 * change the element), `>`, `&` and the JavaScript line separators are escaped as \uXXXX.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** Reads the embedded data, or null when the page was not rendered on the server. */
export function readInitialData(doc: Document): InitialData | null {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  const parsed: unknown = JSON.parse(element.textContent);
  return typeof parsed === 'object' && parsed !== null ? (parsed as InitialData) : null;
}
