// Lint rules of the portal: typescript-eslint's type-aware recommended set, React's hook rules and jsx-a11y on the
// islands and components. Formatting is Prettier's alone (.prettierrc.json), so no style rules here.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-flags/', 'dist-preview/', '.astro/', '**/.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A rest pattern that leaves keys out names them; `_` marks a value taken only to be skipped.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Handlers and actions stay `async` to match their Promise-returning signatures, so a throw becomes a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', 'src/components/**/*.ts', 'src/islands/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    // Asymmetric matchers (expect.stringMatching, expect.any) are typed any by vitest and Playwright.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
