import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const server = 'http://127.0.0.1:8080'

// The built H5 app runs on Preact's React-compatible runtime (ADR 60): the same React code, a tenth of React DOM's
// bytes. The dev server (for React's fast refresh) and the unit tests keep React; the end-to-end tests run the build.
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

export default defineConfig(({ command }) => ({
  base: '/h5/',
  plugins: [react()],
  resolve: {
    alias: [
      ...(command === 'build' ? preact : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // antd-mobile's render fallback for React 16 to 18 (CommonJS with the Babel runtime); React 19 renders with
      // src/app/reactRender.ts, which installAntdRender also hands to antd-mobile.
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: fileURLToPath(new URL('./src/app/reactRender.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|preact|scheduler|@tanstack|decimal\.js|zustand|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Two files at a time: left to itself the runner keeps a core free for its own process, which on a 2-core
    // machine runs the files one by one (110 s against 75 s for the suite).
    maxWorkers: 2,
    // The H5 app's unit tests and the operators' console's (web/console), each with its own set-up.
    projects: [
      {
        extends: true,
        test: {
          name: 'h5',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          environment: 'happy-dom',
          include: ['console/src/**/*.test.{ts,tsx}'],
          setupFiles: ['console/src/test/setup.ts'],
          restoreMocks: true,
        },
      },
    ],
  },
}))
