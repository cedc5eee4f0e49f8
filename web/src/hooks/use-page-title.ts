import { useEffect } from 'react';

export const APP_NAME = 'QueryHub';

/** Sets the document title to "QueryHub • {title}", as the spec requires for every page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${APP_NAME} • ${title}`;
  }, [title]);
}
