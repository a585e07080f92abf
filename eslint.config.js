// Lint, including the layer rules of docs/architecture.md: a wrong import is a red build.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const layer = (name) => `(^|/)${name}(/|$)`;

/** Imports each layer may not make. Relative paths are checked by the folder names they pass through. */
export const layerRules = {
  'src/domain/**': [
    // libphonenumber-js's small build: a pure rule of what a phone number is (docs/architecture.md, "Layers").
    {
      regex: '^(?!luxon$|libphonenumber-js/min$|\\.)',
      message: 'The domain imports only luxon and libphonenumber-js/min.',
    },
    { regex: layer('(application|adapters|ui)'), message: 'The domain depends on nothing outside itself.' },
  ],
  'src/application/**': [
    { regex: '^(?!xstate$|\\.)', message: 'The application imports only the domain and xstate.' },
    { regex: layer('(adapters|ui)'), message: 'The application never imports adapters or the UI.' },
  ],
  'src/ui/**': [
    { regex: layer('adapters'), message: 'The UI never imports an adapter or the container; use TOKENS.' },
    {
      regex: '^(miragejs|inversify|reflect-metadata)$',
      message: 'The UI never imports the backend or the container library.',
    },
  ],
  'src/adapters/**': [{ regex: layer('ui'), message: 'Adapters never import the UI.' }],
  'src/contract/**': [
    { regex: '^(?!superstruct$|\\.)', message: 'The contract imports only the domain and superstruct.' },
    {
      regex: layer('(application|adapters|ui|backend)'),
      message: 'The contract is read by every layer and depends on none but the domain.',
    },
  ],
  'src/backend/**': [
    {
      regex: '^(?!\\.)',
      message:
        'The backend core imports only the domain and its own files: no framework, driver or runtime API.',
    },
    { regex: layer('(application|adapters|ui)'), message: 'The backend core never imports the app.' },
  ],
  'server/**': [
    {
      // One exception: the route table's pure list of path patterns (no React, no page), so that the server
      // answers 404 for exactly the paths the app has no route for.
      regex: `^(?!(\\.\\./)+src/ui/app/routes/route-patterns$).*${layer('(application|adapters|ui)')}`,
      message:
        'The Node server hosts the backend core: it imports src/backend and src/domain, never the app.',
    },
  ],
};

/**
 * SQL lives in the store (one module per table) and the database's own folder: the rest of the server calls
 * them, and never reaches a driver, Drizzle or the schema itself.
 */
const serverLayerPatterns = layerRules['server/**'];
export const sqlBoundaryRules = {
  files: ['server/**'],
  ignores: ['server/store/**', 'server/db/**'],
  patterns: [
    ...serverLayerPatterns,
    {
      regex: `^(drizzle-orm|pg|@electric-sql/pglite)(/|$)|${layer('db')}schema(/|$)`,
      message: 'SQL lives in server/store/ (one module per table) and server/db/: call a store function.',
    },
  ],
};

/**
 * The UI by feature (bulletproof-react): a feature imports shared code and the session, never another feature
 * nor the app shell; shared code and the session import no feature; only the app shell knows them all. Every
 * folder under src/ui/features is a feature, so a new one is held by the rule the day it is created.
 */
export const FEATURES = readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'src', 'ui', 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const uiLayerPatterns = layerRules['src/ui/**'];
/** A relative import that climbs (`../`) and then enters one of these folders; other segments may share names. */
const climbsInto = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

export const uiBoundaryRules = {
  ...Object.fromEntries(
    FEATURES.map((feature) => [
      `src/ui/features/${feature}/**`,
      [
        {
          regex: climbsInto(FEATURES.filter((other) => other !== feature)),
          message: `The ${feature} feature imports shared code, never another feature.`,
        },
        {
          regex: climbsInto(['app', 'features']),
          message:
            'A feature never imports the app shell (the shell imports features) nor goes through features/.',
        },
      ],
    ]),
  ),
  'src/ui/session/**': [
    {
      regex: climbsInto(['features', 'app']),
      message: 'The session is app-wide: it imports no feature and not the shell.',
    },
  ],
  'src/ui/shared/**': [
    {
      regex: climbsInto(['features', 'app', 'session']),
      message: 'Shared code imports only shared code: no feature, no session, not the shell.',
    },
  ],
};

/** The backend core runs in the browser and in Node: neither's globals, and time only from its clock port. */
const coreRestrictedGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'FileReader',
  'navigator',
  'process',
  'Buffer',
  'require',
  'setTimeout',
  'setInterval',
].map((name) => ({ name, message: 'The backend core uses its ports, not a runtime global.' }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      '.e2e-artifacts',
      'tests/architecture/fixtures',
      'tests/guards/fixtures',
      '.bench',
      '.test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // `.only` would silently skip every other test; `npm test` also runs Vitest with --allowOnly=false.
    files: ['tests/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['it', 'test', 'describe', 'suite', 'bench'].map((object) => ({
          object,
          property: 'only',
          message: '`.only` would silently skip every other test: remove it before committing.',
        })),
      ],
    },
  },
  ...Object.entries(layerRules).map(([files, patterns]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    files: sqlBoundaryRules.files,
    ignores: sqlBoundaryRules.ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: sqlBoundaryRules.patterns }] },
  },
  // A later block replaces the rule's options for its files, so each keeps the UI's layer patterns too.
  ...Object.entries(uiBoundaryRules).map(([files, patterns]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns: [...uiLayerPatterns, ...patterns] }] },
  })),
  {
    // The domain's rules are pure as the core's are: time and randomness come in as arguments.
    files: ['src/backend/**', 'src/domain/**'],
    rules: {
      'no-restricted-globals': ['error', ...coreRestrictedGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes from the clock port.' },
        { object: 'Math', property: 'random', message: 'Codes and ids come from the generator port.' },
        { object: 'DateTime', property: 'now', message: 'Time comes from the clock port.' },
        { object: 'DateTime', property: 'local', message: 'Time comes from the clock port.' },
        {
          object: 'crypto',
          property: 'getRandomValues',
          message: 'Codes and ids come from the generator port.',
        },
        { object: 'crypto', property: 'randomUUID', message: 'Codes and ids come from the generator port.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time comes from the clock port.',
        },
      ],
    },
  },
);
