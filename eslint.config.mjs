import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * Import boundaries (docs/architecture.md, "Boundaries"): shared → config → theme → api → ui → features → app →
 * index.tsx, the server apart. Each zone names a part of src/ and what it may import from src/ (`except`); anything
 * else in src/ is an error. Paths are relative to src/.
 */
const FEATURES = ['session', 'jobs', 'candidate', 'smartmatch', 'marketing'];
/**
 * The pieces of a feature other features may import; everything else in a feature folder is its own. The same list,
 * with the reasons, is in docs/architecture.md.
 */
const FEATURE_PUBLIC = {
  session: [
    './features/session/sessionSlice.ts',
    './features/session/careerPreference.ts',
    './features/session/CareerPreferenceForm.tsx',
    // Whose money a page speaks (issue 29): the candidate's currency, else the visitor's chosen or locale market.
    './features/session/readerMarket.ts',
    // Personal information's fields and rules (issue 29): registration's step 1, edited again on My Profile.
    './features/session/PersonalFields.tsx',
  ],
  smartmatch: ['./features/smartmatch/SmartMatchCard.tsx'],
  jobs: ['./features/jobs/SalaryLine.tsx', './features/jobs/FreshnessLine.tsx'],
};
const publicOfOtherFeatures = (name) =>
  Object.entries(FEATURE_PUBLIC)
    .filter(([owner]) => owner !== name)
    .flatMap(([, files]) => files);
/** The typed hooks and the store's types: the one module of app/ below-app code may use. */
const APP_HOOKS = './app/hooks.ts';
const SHARED_LAYERS = ['./shared', './config', './theme', './api', './ui'];

const zone = (target, allowed, message) => ({ target: `./src/${target}`, from: './src', except: [...new Set(allowed)], message });

/**
 * `forTests`: tests and test helpers may also use src/testing/ and build the real store (app/), whatever layer they
 * test; they still never cross the server line or reach into another feature's own files.
 */
function zones({ forTests }) {
  const testing = forTests ? ['./testing', './app'] : [];
  return [
    zone('shared', ['./shared'], 'src/shared/ is what the server and the app share: it imports nothing else from src/.'),
    zone('server', ['./server', './shared'], 'The server never imports web code: put what both need in src/shared/.'),
    ...(forTests
      ? []
      : [
          zone('config', ['./config', './shared'], 'config/ is the ground floor: it imports only src/shared/.'),
          zone('theme', ['./theme', './config', './shared'], 'theme/ imports only config/ and shared/.'),
          zone('api', ['./api', './config', './shared'], 'api/ sits below the features and app/: move what it needs down.'),
          zone('ui', ['./ui', './api', './theme', './config', './shared', APP_HOOKS], 'ui/ knows no feature and no app/ (app/hooks.ts aside): pass what it needs in.'),
        ]),
    ...FEATURES.map((name) =>
      zone(
        `features/${name}`,
        [...SHARED_LAYERS, `./features/${name}`, APP_HOOKS, ...publicOfOtherFeatures(name), ...testing],
        "A feature imports the shared layers, its own files, app/hooks.ts and other features' public pieces (FEATURE_PUBLIC, docs/architecture.md).",
      ),
    ),
    zone('app', ['./app', './features', ...SHARED_LAYERS, ...testing], 'app/ composes the features: no server or browser-test code.'),
    zone('index.tsx', ['./app', ...SHARED_LAYERS], 'index.tsx starts the app from app/ and the shared layers.'),
    zone('render', ['./render', './app', './features', ...SHARED_LAYERS], "render/ is the server's render of the app (its own build, docs/rendering.md): app/ and below, never server/."),
  ];
}

/** Tests, their helpers, and the API benchmark (it starts the API the way the tests do). */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/e2e/**', 'src/server/bench/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // import-x reads TypeScript modules only when told to (its own TypeScript preset's settings), and resolves
      // '@/…' through tsconfig.json's paths.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: 'Use path imports, e.g. @mui/material/Button.' },
            { name: '@mui/icons-material', message: 'Use path imports, e.g. @mui/icons-material/Search.' },
          ],
        },
      ],
      // Every import circle, lazy import() included (a lazy page that imports its own route table is one). Type-only
      // imports are not followed: they vanish from the build, and RootState is inferred from the store on purpose.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones({ forTests: false }),
            { target: './src/**', from: ['./src/**/testing/**', './src/e2e/**'], message: 'Test helpers are for tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones({ forTests: true }) }],
    },
  },
);
