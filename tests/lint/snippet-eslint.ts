// ESLint as the project configures it, for snippets placed (virtually) at the paths they would
// live at. Only the syntax rules run: the type-aware and cycle rules need real files
// (type-aware-rules.test.ts checks them).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const snippetEslint = new ESLint({
  cwd: fileURLToPath(new URL('../../', import.meta.url)),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
      'import-x/no-cycle': 'off',
    },
  },
});

/** The messages rule `ruleId` reports for `code` placed at `filePath`. */
export async function ruleMessages(
  ruleId: string,
  filePath: string,
  code: string,
): Promise<string[]> {
  const [result] = await snippetEslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}
