// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  containsKatex,
  containsMarkdownParser,
  routeModules,
  staticClosure,
  type Manifest,
} from '../check-budget';

describe('check-budget', () => {
  it('follows static imports only, transitively and without loops', () => {
    const manifest: Manifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_b.js'], dynamicImports: ['p.tsx'] },
      '_b.js': { file: 'b.js', imports: ['_c.js'] },
      '_c.js': { file: 'c.js', imports: ['_b.js'] },
      'p.tsx': { file: 'p.js', isDynamicEntry: true, imports: ['_b.js'] },
    };
    expect([...staticClosure(manifest, 'index.html')]).toEqual(['index.html', '_b.js', '_c.js']);
  });

  it('recognises markdown-it in a minified bundle, and not in other code', () => {
    const minified = readFileSync(new URL(import.meta.resolve('markdown-it/browser')), 'utf8');
    expect(containsMarkdownParser(minified)).toBe(true);
    const page = readFileSync(
      new URL('../../src/components/content/post-html.tsx', import.meta.url),
    );
    expect(containsMarkdownParser(page.toString())).toBe(false);
  });

  it('recognises KaTeX in its minified bundle, and not in the post view', () => {
    const katex = readFileSync(new URL(import.meta.resolve('katex/dist/katex.min.js')), 'utf8');
    expect(containsKatex(katex)).toBe(true);
    expect(containsMarkdownParser(katex)).toBe(true);
    const page = readFileSync(
      new URL('../../src/components/content/post-html.tsx', import.meta.url),
    );
    expect(containsKatex(page.toString())).toBe(false);
  });

  it('reads every spec route with its page module from the router', () => {
    const source = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
    const routes = routeModules(source);
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/Login',
        '/Register',
        '/Contact',
        '/Profile',
        '/Profile/UpdateUsername',
        '/Profile/UpdateEMail',
        '/Profile/UpdatePassword',
        '/Profile/UpdateProfilePicture',
        '/Profile/DeleteAccount',
        '/Profile/EmailPreferences',
        '/Category/:ID/:Name',
        '/Tags',
        '/Tags/:Tag',
        '/Questions',
        '/Create',
        '/Ask/:ID/:Name',
        '/Reply/:CatID/:QuestionID/:Question',
        '/Questions/:CatID/:QuestionID/:Question',
        '/Results/:SearchValue',
        '/Notifications',
        '/Saved',
        '/Badges',
        '/Badges/:Name',
        '/Admin',
        '/User/:uid/:name',
        '/Edit/:Kind/:ID',
        '/History/:Kind/:ID',
        '/ResetPassword',
        '/Auth/Action',
        '/Welcome',
        '*',
      ]),
    );
    expect(routes).toHaveLength(32);
    expect(routes.find((route) => route.path === '/Login')?.module).toBe(
      '@/features/auth/pages/login-page',
    );
    // Home ships in the main script.
    expect(routes.find((route) => route.path === '/')?.module).toBeNull();
  });
});
