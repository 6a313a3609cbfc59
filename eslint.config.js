import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { localPlugin } from './build/importStyle.js';

/** Test and story files of widgets, and the kits they share. */
const WIDGET_KITS = ['renderers/**/*.test.{ts,tsx}', 'renderers/**/*.stories.tsx', 'renderers/testing/**', 'renderers/*/testing/**'];
const WIDGET_API = 'Widgets import src/ only through the widget API: @/widget-kit, @/widget-kit/form, @/widget-kit/testing (tests and stories). Add what a widget needs to src/widget-kit.';
const WIDGET_BOUNDARY = [
  { regex: '^@/(?!widget-kit(/(form|testing))?$)', message: WIDGET_API },
  { regex: '^(\\.\\./)+src(/|$)', message: WIDGET_API },
  { regex: '^(@sandbox/|(\\.\\./)+sandbox/)', message: 'Widgets do not know the sandbox: they get data through the page, as from the real server.' },
];
const WIDGET_NOT_TEST_KIT = { regex: '^@/widget-kit/testing$|(^|/)testing/', message: 'Test kits are for tests and stories, not for a widget the app ships.' };

const CORE_SURFACE = { regex: '^(@/|(\\.\\./)+)core/', message: "Import src/core through its surface, '@/core' (src/core/index.ts)." };
const REACT_SURFACE = { regex: '^(@/|(\\.\\./)+)react/(?!testing$)', message: "Import src/react through its surface, '@/react' (src/react/index.ts), or its test kit '@/react/testing'." };

/** The app does not import the sandbox (Storybook's page stories, in .storybook/, do) nor a widget's files. */
const APP_NOT_SANDBOX = { regex: '^(@sandbox/|@renderers/|(\\.\\./)+(sandbox|renderers)/)', message: 'src/ imports neither the sandbox (only .storybook/ and the tests do) nor a widget (widgets are found by the registry).' };

/** What sandbox/ may import of src/ (relative paths; `extra` adds paths under src/). */
function sandboxBoundary(extra) {
  const shared = ['lib', 'core/types', 'wecom/simulator/fixtures', ...extra].map((p) => p.replace(/\//g, '\\/')).join('|');
  const message = `The sandbox shares with the app only src/lib, src/core/types and src/wecom/simulator/fixtures${extra.length ? ` (and in tests ${extra.map((p) => `src/${p}`).join(', ')})` : ''}.`;
  return [
    { regex: `^((\\.\\./)+src|@)/(?!(${shared})$)`, message },
    { regex: '^(@renderers/|(\\.\\./)+renderers/)', message: 'The sandbox does not know the widgets.' },
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', '.sandbox', '.tmp', 'public', 'coverage', 'bench/out', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Compiler-oriented rules of eslint-plugin-react-hooks 7 flag refs-in-render patterns we use deliberately.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the app runs under a strict CSP.' },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the app runs under a strict CSP.' },
      ],
    },
  },
  {
    // One import style (issue 20): aliases across folders of the three source trees, relative
    // paths inside a folder (build/importStyle.js; `eslint --fix` applies it).
    files: ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', 'sandbox/**/*.{ts,tsx}'],
    plugins: { local: localPlugin },
    rules: { 'local/import-style': 'error' },
  },
  // Boundaries (tests/unit/build/lintBoundaries.test.ts proves each one fails).
  {
    // A widget reaches src/ only through the widget API (src/widget-kit, renderers/README.md).
    files: ['renderers/**/*.{ts,tsx}'],
    ignores: WIDGET_KITS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...WIDGET_BOUNDARY, WIDGET_NOT_TEST_KIT] }] },
  },
  {
    // Tests, stories and the test kits may use the testing part of the widget API too.
    files: WIDGET_KITS,
    rules: { 'no-restricted-imports': ['error', { patterns: WIDGET_BOUNDARY }] },
  },
  {
    // The schema language and the action runner: no React (nor any UI), no app, no widgets.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|react-dom|antd|swr)(/|$)|^@formily/react|^@ant-design/', message: 'src/core is React-free: UI belongs in src/react or a widget.' },
            { regex: '^(@/|(\\.\\./)+)(react|app)(/|$)', message: 'src/core depends on neither src/react nor src/app (they depend on it).' },
            { regex: '^(@renderers/|(\\.\\./)+renderers/)', message: 'src/core does not know the widgets.' },
          ],
        },
      ],
    },
  },
  {
    // src/core and src/react are imported through their index.ts from the rest of src/. Not
    // the widget API (src/widget-kit), which names modules on purpose: see its header. Tests
    // may reach internals; build/, scripts/ and the sandbox run in Node, where the core index
    // cannot load (the action registry is an import.meta.glob), and import Node-safe modules.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/**', 'src/react/**', 'src/widget-kit/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_SURFACE, REACT_SURFACE, APP_NOT_SANDBOX] }] },
  },
  {
    files: ['src/react/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_SURFACE, APP_NOT_SANDBOX] }] },
  },
  {
    // The sandbox stands in for the insurer's server: it shares with the app only the pure
    // helpers of src/lib, the types of the call catalogue (src/core/types, type-only) and the
    // simulator's people (src/wecom/simulator/fixtures, the same customers on both sides).
    files: ['sandbox/**/*.ts'],
    ignores: ['sandbox/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sandboxBoundary([]) }] },
  },
  {
    // Its contract tests also read the sandbox's answers with the app's own decoder.
    files: ['sandbox/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sandboxBoundary(['session/userInfo']) }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
);
