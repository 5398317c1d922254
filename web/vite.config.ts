import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

const server = 'http://127.0.0.1:8080'

/**
 * antd-mobile's index re-exports every component and, as its one side effect, imports the library's global styles,
 * so its package.json lists it among the modules with side effects. Rolldown then gathers what the lazily loaded
 * parts share (Toast's and Dialog's mask, react-spring) into chunks that the start-up code imports: every page
 * downloaded the animation library. Resolved as free of side effects, the index only forwards to the components
 * used; src/main.tsx imports the global styles itself.
 */
const antdMobileIndexWithoutSideEffects: Plugin = {
  name: 'mercato:antd-mobile-index-without-side-effects',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'antd-mobile') return null
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
    return resolved && { ...resolved, moduleSideEffects: false }
  },
}

export default defineConfig({
  base: '/h5/',
  plugins: [antdMobileIndexWithoutSideEffects, react()],
  resolve: {
    alias: [
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
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|decimal\.js|zustand|use-sync-external-store)[\\/]/,
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
})
