import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from '@/features/auth';
import { paths } from '@/config/paths';
import HomePage from '@/features/categories/pages/home-page';
import NotFoundPage from '@/pages/not-found-page';
import { RootLayout, ShellFallback } from './layout/root-layout';
import { lazyPage } from './routes/lazy-page';
import { RouteError } from './routes/route-error';

/** Every route of the spec (section 2). Each page but home is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // The landing page ships with the main script: one round trip less to its first paint.
          { path: paths.home.path, Component: HomePage },
          {
            path: paths.contact.path,
            lazy: lazyPage(() => import('@/features/contact/pages/contact-page')),
          },
          {
            path: paths.category.path,
            lazy: lazyPage(() => import('@/app/routes/category-page')),
          },
          {
            path: paths.tags.path,
            lazy: lazyPage(() => import('@/features/tags/pages/tags-index-page')),
          },
          {
            path: paths.tag.path,
            lazy: lazyPage(() => import('@/app/routes/tag-page')),
          },
          {
            path: paths.badges.path,
            lazy: lazyPage(() => import('@/features/badges/pages/badges-page')),
          },
          {
            path: paths.badge.path,
            lazy: lazyPage(() => import('@/features/badges/pages/badge-page')),
          },
          {
            path: paths.allQuestions.path,
            lazy: lazyPage(() => import('@/features/questions/pages/all-questions-page')),
          },
          {
            path: paths.question.path,
            lazy: lazyPage(() => import('@/app/routes/question-page')),
          },
          {
            path: paths.user.path,
            lazy: lazyPage(() => import('@/app/routes/user-page')),
          },
          {
            path: paths.results.path,
            lazy: lazyPage(() => import('@/features/search/pages/results-page')),
          },
          {
            path: paths.postHistory.path,
            lazy: lazyPage(() => import('@/features/edits/pages/history-page')),
          },
          {
            element: (
              <RedirectIfSignedIn>
                <Outlet />
              </RedirectIfSignedIn>
            ),
            children: [
              {
                path: paths.login.path,
                lazy: lazyPage(() => import('@/features/auth/pages/login-page')),
              },
              {
                path: paths.register.path,
                lazy: lazyPage(() => import('@/features/auth/pages/register-page')),
              },
            ],
          },
          {
            path: paths.resetPassword.path,
            lazy: lazyPage(() => import('@/features/auth/pages/reset-password-page')),
          },
          {
            path: paths.authAction.path,
            lazy: lazyPage(() => import('@/features/auth/pages/auth-action-page')),
          },
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                path: paths.welcome.path,
                lazy: lazyPage(() => import('@/features/auth/pages/welcome-page')),
              },
              {
                path: paths.profile.root.path,
                lazy: lazyPage(() => import('@/features/profile/pages/profile-page')),
              },
              {
                path: paths.profile.updateUsername.path,
                lazy: lazyPage(() => import('@/features/profile/pages/update-username-page')),
              },
              {
                path: paths.profile.updateEmail.path,
                lazy: lazyPage(() => import('@/features/profile/pages/update-email-page')),
              },
              {
                path: paths.profile.updatePassword.path,
                lazy: lazyPage(() => import('@/features/profile/pages/update-password-page')),
              },
              {
                path: paths.profile.updateProfilePicture.path,
                lazy: lazyPage(
                  () => import('@/features/profile/pages/update-profile-picture-page'),
                ),
              },
              {
                path: paths.profile.emailPreferences.path,
                lazy: lazyPage(() => import('@/features/profile/pages/email-preferences-page')),
              },
              {
                path: paths.profile.deleteAccount.path,
                lazy: lazyPage(() => import('@/features/profile/pages/delete-account-page')),
              },
              {
                path: paths.createCategory.path,
                lazy: lazyPage(() => import('@/features/categories/pages/create-category-page')),
              },
              {
                path: paths.ask.path,
                lazy: lazyPage(() => import('@/app/routes/ask-page')),
              },
              {
                path: paths.reply.path,
                lazy: lazyPage(() => import('@/app/routes/reply-page')),
              },
              {
                path: paths.notifications.path,
                lazy: lazyPage(() => import('@/features/notifications/pages/notifications-page')),
              },
              {
                path: paths.saved.path,
                lazy: lazyPage(() => import('@/features/saves/pages/saved-page')),
              },
              {
                path: paths.admin.path,
                lazy: lazyPage(() => import('@/features/moderation/pages/admin-page')),
              },
              {
                path: paths.editPost.path,
                lazy: lazyPage(() => import('@/app/routes/edit-page')),
              },
            ],
          },
          // In the main chunk: the root layout shows it too, for a first URL the server answered 404.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * Hydration data for a server-rendered page (the routes have no loaders, so there is none to
 * carry). Its presence tells react-router that the page is already on screen: without it the
 * router treats the first render as a fresh start and ScrollRestoration scrolls to the top as the
 * page hydrates, under a reader who has scrolled down and is tapping a link there (a click whose
 * press and release land on different elements is lost: a lost "Next page" click).
 */
export const SERVER_RENDERED_HYDRATION = { loaderData: {}, actionData: null, errors: null };

/** The browser's router; `serverRendered` when it hydrates the server's HTML (main.tsx). */
export function createRouter({ serverRendered = false }: { serverRendered?: boolean } = {}) {
  return createBrowserRouter(
    routes,
    serverRendered ? { hydrationData: SERVER_RENDERED_HYDRATION } : undefined,
  );
}

/**
 * Loads the lazy route modules the location matches and puts them on the routes, so the router
 * created afterwards renders the page at once (hydration must match the server's HTML).
 */
export async function preloadRouteModules(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
