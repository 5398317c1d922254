import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'socket.io-client',
              message: 'Use the helpers of src/lib/socket.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/socket.ts', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.config.{ts,js}', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
)
