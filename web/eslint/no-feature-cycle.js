import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * `mercato/no-feature-cycle`: no two features import each other, directly or through others. import-x/no-cycle
 * follows modules, and a feature loop often is none: `a/session.ts` imports `b/index.ts` while
 * `b/screens/X.tsx` imports `a/index.ts`, and neither index reaches the other file.
 *
 * The feature graph comes from the import lines of every feature's source files (tests left out, as for the
 * boundaries), read again at most once a second from the files that changed; the file being linted counts as it
 * stands in the editor.
 */

const FEATURES = fileURLToPath(new URL('../src/features/', import.meta.url))
const TEST = /\.test\.tsx?$/
const SOURCE = /\.tsx?$/

/** The feature a path lies in (the folder below src/features), or null outside them. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file)
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative.split(path.sep)[0]
}

/** The feature an import of `file` reaches, or null for anything else. */
function importedFeature(file, specifier) {
  if (specifier.startsWith('@/features/')) return specifier.split('/')[2] || null
  if (specifier.startsWith('.')) return featureOf(path.resolve(path.dirname(file), specifier))
  return null
}

/** The other features the source `text` of `file` imports. */
function featuresImported(file, text) {
  const own = featureOf(file)
  const features = new Set()
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const feature = importedFeature(file, fileName)
    if (feature && feature !== own) features.add(feature)
  }
  return features
}

/** Every feature source file: its modification time and the other features it imports. */
const scanned = new Map()
let scannedAt = 0

function rescan() {
  if (Date.now() - scannedAt < 1000) return
  scannedAt = Date.now()
  const present = new Set()
  for (const relative of fs.readdirSync(FEATURES, { recursive: true })) {
    if (!SOURCE.test(relative) || TEST.test(relative)) continue
    const file = path.join(FEATURES, relative)
    present.add(file)
    const { mtimeMs } = fs.statSync(file)
    if (scanned.get(file)?.mtimeMs === mtimeMs) continue
    scanned.set(file, { mtimeMs, imports: featuresImported(file, fs.readFileSync(file, 'utf8')) })
  }
  for (const file of scanned.keys()) if (!present.has(file)) scanned.delete(file)
}

/**
 * The shortest chain of features from `start` back to `goal`, with a file that makes each step; the linted file's
 * imports are `live`, not what the disk holds.
 */
function chainBack(start, goal, linted, live) {
  const edges = new Map()
  const addEdge = (from, to, file) => {
    if (!edges.has(from)) edges.set(from, new Map())
    if (!edges.get(from).has(to)) edges.get(from).set(to, file)
  }
  for (const [file, { imports }] of scanned) {
    if (file === linted) continue
    for (const to of imports) addEdge(featureOf(file), to, file)
  }
  for (const to of live) addEdge(featureOf(linted), to, linted)

  const cameFrom = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const at = queue.shift()
    if (at === goal) break
    for (const [to, file] of edges.get(at) ?? []) {
      if (cameFrom.has(to)) continue
      cameFrom.set(to, { from: at, file })
      queue.push(to)
    }
  }
  if (!cameFrom.has(goal)) return null
  const steps = []
  for (let at = goal; cameFrom.get(at); at = cameFrom.get(at).from) steps.unshift({ to: at, ...cameFrom.get(at) })
  return steps
}

export const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid features that import each other, directly or through other features.' },
    schema: [],
    messages: {
      loop:
        'Features import one another in a loop: {{chain}}. Move what both need below them (src/lib, src/hooks, src/components), ' +
        'into one side, or let a page pass it in.',
    },
  },
  create(context) {
    const linted = context.filename
    const own = featureOf(linted)
    if (!own || TEST.test(linted)) return {}
    rescan()
    const live = featuresImported(linted, context.sourceCode.text)

    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return
      const target = importedFeature(linted, node.source.value)
      if (!target || target === own) return
      const back = chainBack(target, own, linted, live)
      if (!back) return
      const via = back.map(({ to, file }) => `${to} (in ${path.relative(FEATURES, file)})`)
      context.report({ node, messageId: 'loop', data: { chain: [own, target].join(' → ') + ' → ' + via.join(' → ') } })
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
