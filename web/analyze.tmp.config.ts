import base from './vite.config'
import { gzipSync } from 'node:zlib'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
const prodRouter = process.env.PROD_ROUTER
export default {
  ...base,
  resolve: prodRouter ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] } : base.resolve,
  build: { ...base.build, outDir: '/tmp/probe/dist', rollupOptions: process.env.SPLIT ? { output: { manualChunks(id: string) { const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id); if (m) return 'pkg-' + m[1].replace('/', '_'); if (id.includes('/src/lib/')) return 'app-lib'; return undefined } } } : undefined },
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'sizes',
      generateBundle(_: unknown, bundle: Record<string, any>) {
        const out: string[] = []
        for (const [name, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk') continue
          out.push(`== ${name} ${(gzipSync(chunk.code).length / 1024).toFixed(1)}KB gz entry=${chunk.isEntry} imports=${chunk.imports.join(',')}`)
          const mods = Object.entries(chunk.modules as Record<string, { renderedLength: number }>).sort((a, b) => b[1].renderedLength - a[1].renderedLength)
          for (const [id, m] of mods) {
            const key = id.includes('node_modules') ? id.replace(/.*node_modules\//, '') : id.replace(/.*\/web\//, '')
            out.push(`   ${(m.renderedLength / 1024).toFixed(1)} ${key}`)
          }
        }
        writeFileSync('/tmp/probe/modules.txt', out.join('\n').replace(/\0/g, ''))
      },
    },
  ],
}
