import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const server = 'http://127.0.0.1:8080'

// The operators' console: a separate app served by the server at /admin/, built apart from the H5 app so that the
// two never share a chunk (see docs/adr/0047-operators-console.md).
export default defineConfig({
  root: 'console',
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/admin/api': { target: server, changeOrigin: true },
      '/api': { target: server, changeOrigin: true },
      '/media': { target: server, changeOrigin: true },
      '/upload': { target: server, changeOrigin: true },
    },
  },
  build: {
    outDir: '../console-dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|dayjs|@babel)[\\/]/ },
          ],
        },
      },
    },
  },
})
