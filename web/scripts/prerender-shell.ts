import type { Plugin, PluginOption } from 'vite';
import { createServer } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';
const SHELL_MODULE = '/src/app/layout/shell-markup.tsx';

/** Puts `markup` inside index.html's empty #root; throws if the page has no such element. */
export function withShell(html: string, markup: string): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return html.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
}

/**
 * Writes the app shell (ShellFallback, rendered by React on the server) into the built
 * index.html, so the header paints with the HTML instead of after the main script. React's
 * first render is that same shell, so it replaces it without a visible change.
 */
export function prerenderShell(
  plugins: PluginOption[],
  alias: { find: RegExp; replacement: string }[],
): Plugin {
  let root = process.cwd();
  return {
    name: 'queryhub:prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          plugins,
          resolve: { alias },
          server: { middlewareMode: true, hmr: false, watch: null },
          appType: 'custom',
        });
        try {
          const { renderShellMarkup } = (await server.ssrLoadModule(SHELL_MODULE)) as {
            renderShellMarkup: () => string;
          };
          return withShell(html, renderShellMarkup());
        } finally {
          await server.close();
        }
      },
    },
  };
}
