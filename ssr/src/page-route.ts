// Which server-rendered page a path is.
import { matchPath, matchRoutes } from 'react-router';
import { isTag } from '@queryhub/model';
import { fromUrlText, paths, routes } from '@queryhub/web/server';

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'category'; categoryId: string; nameInUrl: string }
  | { kind: 'question'; questionId: string }
  | { kind: 'tag'; tag: string }
  /** The tag index, `/Tags?filter=&after=`. */
  | { kind: 'tags' }
  /** Every question, `/Questions?sort=&after=`. */
  | { kind: 'all-questions' }
  | { kind: 'results'; searchText: string }
  /** Any other route of the app: rendered without data (normally Hosting serves the shell). */
  | { kind: 'app' }
  | { kind: 'not-found' };

/** A route param decoded as react-router decodes it for the page; null if malformed or huge. */
function param(value: string | undefined): string | null {
  if (!value || value.length > 1500) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function pageRoute(pathname: string): PageRoute {
  if (matchPath(paths.home.path, pathname)) return { kind: 'home' };
  const category = matchPath(paths.category.path, pathname);
  if (category) {
    const categoryId = param(category.params.ID);
    const nameInUrl = param(category.params.Name);
    return categoryId && nameInUrl !== null
      ? { kind: 'category', categoryId, nameInUrl }
      : { kind: 'not-found' };
  }
  if (matchPath(paths.tags.path, pathname)) return { kind: 'tags' };
  if (matchPath(paths.allQuestions.path, pathname)) return { kind: 'all-questions' };
  const tagged = matchPath(paths.tag.path, pathname);
  if (tagged) {
    const tag = param(tagged.params.Tag);
    return tag !== null && isTag(tag) ? { kind: 'tag', tag } : { kind: 'not-found' };
  }
  const question = matchPath(paths.question.path, pathname);
  if (question) {
    const questionId = param(question.params.QuestionID);
    return questionId ? { kind: 'question', questionId } : { kind: 'not-found' };
  }
  const results = matchPath(paths.results.path, pathname);
  if (results) {
    const searchValue = param(results.params.SearchValue);
    return searchValue
      ? { kind: 'results', searchText: fromUrlText(searchValue) }
      : { kind: 'not-found' };
  }
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return !leaf || leaf.route.path === '*' ? { kind: 'not-found' } : { kind: 'app' };
}
