import { defineConfig } from 'vitest/config'

// End-to-end tests: the release binary, real socket.io clients and headless Chromium (see e2e/).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
