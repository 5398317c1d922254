import { chromium } from 'playwright-core'
const base = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const routes = [['/pages/index/index', '.quote-card'], ['/pages/market/market', '.quote-row'], ['/pages/transaction/index', '.kline-body canvas']]
for (const [route, ready] of routes) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } })
  const page = await context.newPage()
  const pending = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    pending.push((async () => { const r = await request.response(); const h = await r.allHeaders(); const s = await request.sizes(); return { url: new URL(request.url()).pathname, cl: Number(h['content-length']), body: s.responseBodySize, enc: h['content-encoding'] } })())
  })
  await page.goto(`${base}/h5/#${route}`)
  try { await page.locator(ready).first().waitFor({ timeout: 20000 }) } catch (e) { console.log('not ready', route) }
  await page.waitForLoadState('networkidle')
  const s = await Promise.all(pending)
  console.log(route, (s.reduce((a, x) => a + x.cl, 0) / 1024).toFixed(1), (s.reduce((a, x) => a + x.body, 0) / 1024).toFixed(1), s.length)
  if (process.argv[3]) for (const x of s.sort((a, b) => b.body - a.body)) console.log('   ', (x.body / 1024).toFixed(1), x.enc, x.url.replace('/h5/assets/', ''))
  if (process.argv[4]) await page.screenshot({ path: `/tmp/probe/${route.split('/').pop()}.png` })
  await context.close()
}
await browser.close()
