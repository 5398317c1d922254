// Writes the demo's video artwork, crates/server/assets/nft/drift.webm: four seconds of orbits drawn on a canvas in
// Chromium and recorded with its MediaRecorder (VP8, the only video encoder at hand), with the duration the
// recorder leaves out written into the file so players show its length and seek. `npm run demo-video` to redo it.
import { writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const HERE = dirname(fileURLToPath(import.meta.url))
const TARGET = resolve(HERE, '../../crates/server/assets/nft/drift.webm')
const SECONDS = 4

function record(seconds) {
  const canvas = document.createElement('canvas')
  canvas.width = 320
  canvas.height = 320
  const g = canvas.getContext('2d')
  const draw = (t) => {
    const bg = g.createLinearGradient(0, 0, 320, 320)
    bg.addColorStop(0, `hsl(${(220 + t * 30) % 360} 60% 18%)`)
    bg.addColorStop(1, `hsl(${(300 + t * 30) % 360} 60% 38%)`)
    g.fillStyle = bg
    g.fillRect(0, 0, 320, 320)
    for (let i = 0; i < 5; i += 1) {
      const a = t * (0.6 + i * 0.25) + i * 1.3
      g.beginPath()
      g.arc(160 + Math.cos(a) * (40 + i * 22), 160 + Math.sin(a) * (40 + i * 22), 14 + i * 4, 0, Math.PI * 2)
      g.fillStyle = `hsl(${(i * 70 + t * 40) % 360} 85% 65% / 0.75)`
      g.fill()
    }
  }
  draw(0)
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 250_000,
  })
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const start = performance.now()
  return new Promise((done) => {
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
      let text = ''
      for (const b of bytes) text += String.fromCharCode(b)
      done(btoa(text))
    }
    const tick = () => {
      const t = (performance.now() - start) / 1000
      draw(t)
      if (t < seconds) requestAnimationFrame(tick)
      else recorder.stop()
    }
    recorder.start(500)
    requestAnimationFrame(tick)
  })
}

/** The length of an EBML variable-size integer starting at `at`, and its value without the marker bit. */
function vint(b, at) {
  let len = 1
  while (len <= 8 && !(b[at] & (0x80 >> (len - 1)))) len += 1
  let value = BigInt(b[at] & (0xff >> len))
  for (let i = 1; i < len; i += 1) value = (value << 8n) | BigInt(b[at + i])
  return { len, value }
}

function size8(n) {
  const out = Buffer.alloc(8)
  out.writeBigUInt64BE(BigInt(n))
  out[0] = 0x01
  return out
}

/** The file with a Duration (ms at the default timecode scale) appended to its Segment's Info. */
function withDuration(file, ms) {
  const segment = 4 + vint(file, 4).len + Number(vint(file, 4).value)
  const segmentSize = vint(file, segment + 4)
  let at = segment + 4 + segmentSize.len
  while (at < file.length && file.readUInt32BE(at) !== 0x1549a966) {
    const size = vint(file, at + vint(file, at).len)
    at += vint(file, at).len + size.len + Number(size.value)
  }
  if (at >= file.length) throw new Error('no Info element')
  const infoSize = vint(file, at + 4)
  const body = file.subarray(at + 4 + infoSize.len, at + 4 + infoSize.len + Number(infoSize.value))
  const duration = Buffer.alloc(11)
  duration.set([0x44, 0x89, 0x88])
  duration.writeDoubleBE(ms, 3)
  const info = Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66]), size8(body.length + 11), body, duration])
  const unknown = segmentSize.len === 8 && segmentSize.value === 0xffffffffffffffn
  const head = Buffer.from(file.subarray(0, segment + 4 + segmentSize.len))
  if (!unknown) {
    const grown = Number(segmentSize.value) + info.length - (4 + infoSize.len + body.length)
    return Buffer.concat([
      head.subarray(0, segment + 4),
      size8(grown),
      file.subarray(segment + 4 + segmentSize.len, at),
      info,
      file.subarray(at + 4 + infoSize.len + body.length),
    ])
  }
  return Buffer.concat([
    head,
    file.subarray(segment + 4 + segmentSize.len, at),
    info,
    file.subarray(at + 4 + infoSize.len + body.length),
  ])
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
})
const page = await browser.newPage()
const recorded = Buffer.from(await page.evaluate(record, SECONDS), 'base64')
await browser.close()
await writeFile(TARGET, withDuration(recorded, SECONDS * 1000))
console.log(`${TARGET}: ${recorded.length} bytes recorded`)
