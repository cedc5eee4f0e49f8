// Builds the deployable functions: src/index.ts and the workspace packages it imports
// (@queryhub/model) bundled into lib/index.js. `firebase deploy` uploads functions/ alone and
// Cloud Build installs only the registry packages of package.json, which stay external.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const dir = path.dirname(__dirname);
const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

rmSync(path.join(dir, 'lib'), { recursive: true, force: true });
// The emulators' trigger list (stack/src/functions-manifest.ts) describes the demo
// project; a deploy, which builds first, must discover its own.
rmSync(path.join(dir, 'functions.yaml'), { force: true });
build({
  entryPoints: [path.join(dir, 'src', 'index.ts')],
  outfile: path.join(dir, 'lib', 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  // Registry packages are installed next to the code; subpaths (firebase-functions/v2/...) too.
  external: Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
}).catch(() => {
  // esbuild has printed the errors.
  process.exitCode = 1;
});
