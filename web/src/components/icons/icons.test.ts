import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compactPath, ICONS, renderIcons, sourcePath, TARGET } from '../../../scripts/icons.mjs'

describe('generated icons', () => {
  it('the committed icons folder is what npm run icons writes from antd-mobile-icons', async () => {
    const expected = await renderIcons()
    const names = (await readdir(TARGET)).filter((name) => !name.endsWith('.test.ts'))
    expect(names.sort()).toEqual(Object.keys(expected).sort())
    for (const [name, text] of Object.entries(expected)) {
      const committed = await readFile(join(TARGET, name), 'utf8')
      expect(committed === text, `src/components/icons/${name} is stale: run \`npm run icons\``).toBe(true)
    }
  })

  it('rounds a path to tenths of the grid and keeps its commands', () => {
    expect(compactPath('M17.3947957,5.11219264 L35.5767382,22.6612572 C36.13, 23.2 -1.04,-0.05 Z')).toBe(
      'M17.4,5.1L35.6,22.7C36.1,23.2-1-0.1Z',
    )
  })

  it('keeps the commands and the number count of every source path', async () => {
    for (const name of ICONS) {
      const source = await sourcePath(name)
      const commands = (d: string) => d.replace(/[^A-Za-z]/g, '')
      const numbers = (d: string) => d.match(/-?\d*\.?\d+/g)?.length
      expect(`${name} ${commands(compactPath(source))} ${numbers(compactPath(source))}`).toBe(
        `${name} ${commands(source)} ${numbers(source)}`,
      )
    }
  })
})
