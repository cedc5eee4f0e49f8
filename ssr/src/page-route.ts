// Which server-rendered page a path is.
import { matchPath, matchRoutes } from 'react-router';
import { paths } from '@/config/paths';
import { routes } from '@/app/router';

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'category'; categoryId: string; nameInUrl: string }
  | { kind: 'question'; questionId: string }
  /** Any other route of the app: rendered without data (normally Hosting serves the shell). */
  | { kind: 'app' }
  | { kind: 'not-found' };

function param(value: string | undefined): string | null {
  return value && value.length <= 1500 ? value : null;
}

export function pageRoute(pathname: string): PageRoute {
  let decoded: string;
  try {
    decodeURIComponent(pathname);
    decoded = pathname;
  } catch {
    return { kind: 'not-found' };
  }
  if (matchPath(paths.home.path, decoded)) return { kind: 'home' };
  const category = matchPath(paths.category.path, decoded);
  if (category) {
    const categoryId = param(category.params.ID);
    return categoryId
      ? { kind: 'category', categoryId, nameInUrl: category.params.Name ?? '' }
      : { kind: 'not-found' };
  }
  const question = matchPath(paths.question.path, decoded);
  if (question) {
    const questionId = param(question.params.QuestionID);
    return questionId ? { kind: 'question', questionId } : { kind: 'not-found' };
  }
  const matches = matchRoutes(routes, decoded) ?? [];
  const leaf = matches[matches.length - 1];
  return !leaf || leaf.route.path === '*' ? { kind: 'not-found' } : { kind: 'app' };
}
