import fs from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noFeatureCycle } from './eslint/no-feature-cycle.js'

/** Every feature folder; each one is a zone that reaches the others only through their `index.ts`. */
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** A feature's public surface: what other features and the pages may import. */
const PUBLIC_INDEX = '**/src/features/*/index.ts'

/** Source files of a folder; tests may reach into what they arrange. */
const sources = (folder) => `./src/${folder}/**/!(*.test).{ts,tsx}`

const boundaries = [
  ...FEATURES.map((feature) => ({
    target: sources(`features/${feature}`),
    from: `./src/features/!(${feature})/**`,
    except: [PUBLIC_INDEX],
    message: 'Import another feature through its index.ts only.',
  })),
  {
    target: sources('features'),
    from: ['./src/app', './src/pages'],
    message: 'Features sit below the app and the pages.',
  },
  {
    target: [sources('lib'), sources('components'), sources('hooks')],
    from: ['./src/features', './src/app', './src/pages'],
    message: 'Shared code imports no feature, app or page.',
  },
  {
    target: sources('lib'),
    from: ['./src/components', './src/hooks'],
    message: 'lib sits below the shared components and hooks.',
  },
  {
    target: './src/**',
    from: './console',
    message: "The H5 app never imports the operators' console.",
  },
  {
    target: './console/**',
    from: './src',
    except: ['./lib/html.ts', './api/schema.d.ts'],
    message:
      "The console keeps its own code; of the H5 app it uses only the generic HTML cleaner of src/lib and the server's generated schema types.",
  },
  {
    target: sources('pages'),
    from: './src/features/**',
    except: [PUBLIC_INDEX, '**/src/features/*/screens/*.tsx'],
    message: 'A page renders a feature screen (features/<name>/screens) or uses the feature index.ts.',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'console-dist', 'node_modules', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './tsconfig.console.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'socket.io-client',
              message: 'Use the helpers of src/lib/socket.ts (the app has its own client, src/lib/socketio.ts).',
            },
            {
              name: 'antd-mobile-icons',
              message:
                'Use the generated icons of @/components/icons (add the name to scripts/icons.mjs, then npm run icons).',
            },
            {
              name: '@/lib/socketio',
              message: 'Use the helpers of src/lib/socket.ts.',
            },
            {
              name: '@/lib/socket',
              importNames: ['onSocketEvent', 'subscribeTopics'],
              message: 'Socket events reach the query cache through the feeds of src/lib/feeds.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features may lean on one another, but never in a loop; see eslint/no-feature-cycle.js.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { mercato: { rules: { 'no-feature-cycle': noFeatureCycle } } },
    rules: { 'mercato/no-feature-cycle': 'error' },
  },
  {
    files: ['src/lib/socket.ts', 'src/lib/feeds.ts', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.config.{ts,js}', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
)
