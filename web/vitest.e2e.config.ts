import { defineConfig } from 'vitest/config'

// End-to-end tests: the release binary, real socket.io clients and headless Chromium (see e2e/).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time: each starts its own server (port 0, its own data folder) and browser, and most of a
    // file's time is spent waiting on the server's clock (settlements, rounds, a sale that must end), not on the
    // two cores.
    fileParallelism: true,
    maxWorkers: 3,
  },
})
