import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

/**
 * npm run lint: ESLint's and typescript-eslint's recommended rules, React's rules of hooks, and nothing
 * that Prettier (npm run format) decides: eslint-config-prettier turns layout rules off.
 */
export default tseslint.config(
  // Generated files are checked by the generator's own tests and the stale-files check.
  { ignores: ['dist/', 'storybook-static/', 'coverage/', 'data/', 'node_modules/', 'src/generated/metadataTypes.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The layers' boundaries: the browser bundle and the generator never load server code, and the
    // metadata layer (read by all three) depends on nothing above it.
    files: ['src/browser/**', 'src/console/**', 'src/app/**', 'src/public/**', 'src/shared/**', 'src/metadata/**', 'src/generator/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'Server code stays on the server: move what both sides need to src/shared or src/metadata.' },
          ],
        },
      ],
    },
  },
  prettier,
);
