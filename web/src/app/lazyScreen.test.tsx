import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { advance, render } from '@/test/render'
import { ChunkLoadError, lazyScreen, loadChunk, SCREEN_LOADING_DELAY, SCREEN_TIMEOUT } from './lazyScreen'

function Hello() {
  return <p>hello screen</p>
}

function buttonNamed(container: HTMLElement, text: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(text))
  if (!button) throw new Error(`no button "${text}" in: ${container.textContent}`)
  return button
}

beforeEach(() => {
  vi.useFakeTimers()
  // React reports errors caught by error boundaries on the console; the retry view is what we check.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('lazy screens', () => {
  it('shows nothing for 200 ms, then the loading view, then the screen', async () => {
    let finish: (mod: { default: typeof Hello }) => void = () => undefined
    const Screen = lazyScreen(() => new Promise((resolve) => (finish = resolve)))
    const view = await render(<Screen />)
    expect(view.container.querySelector('[role="status"]')).toBeNull()
    await advance(SCREEN_LOADING_DELAY)
    expect(view.container.querySelector('[role="status"]')).not.toBeNull()
    await advance(0)
    finish({ default: Hello })
    await advance(0)
    expect(view.container.textContent).toContain('hello screen')
    view.unmount()
  })

  it('shows a retry view when the chunk fails, and Retry loads it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Hello })
    const Screen = lazyScreen(load)
    const view = await render(<Screen />)
    await advance(0)
    expect(view.container.textContent).toContain('页面加载失败')
    expect(view.container.textContent).toContain('加载失败，可能是网络问题。')
    buttonNamed(view.container, '重试').click()
    await advance(0)
    expect(load).toHaveBeenCalledTimes(2)
    expect(view.container.textContent).toContain('hello screen')
    view.unmount()
  })

  it('uses the fetch preload started for the first render, and fetches again on Retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Hello })
    const Screen = lazyScreen(load)
    Screen.preload()
    Screen.preload()
    expect(load).toHaveBeenCalledTimes(1)
    const view = await render(<Screen />)
    await advance(0)
    expect(load).toHaveBeenCalledTimes(1)
    expect(view.container.textContent).toContain('页面加载失败')
    buttonNamed(view.container, '重试').click()
    await advance(0)
    expect(load).toHaveBeenCalledTimes(2)
    expect(view.container.textContent).toContain('hello screen')
    view.unmount()
  })

  it('reports a module without a screen as missing', async () => {
    const Screen = lazyScreen(() => Promise.resolve({}))
    const view = await render(<Screen />)
    await advance(0)
    expect(view.container.textContent).toContain('当前版本中缺少此页面')
    view.unmount()
  })

  it('gives up after 60 s with a time-out retry view', async () => {
    const Screen = lazyScreen(() => new Promise(() => undefined))
    const view = await render(<Screen />)
    await advance(SCREEN_TIMEOUT - 1)
    expect(view.container.textContent).not.toContain('加载时间过长')
    await advance(1)
    expect(view.container.textContent).toContain('加载时间过长')
    expect(buttonNamed(view.container, '重试')).toBeTruthy()
    view.unmount()
  })

  it('tags each failure with its kind', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('boom')), 1000)).rejects.toMatchObject({ kind: 'error' })
    await expect(loadChunk(() => Promise.resolve({}), 1000)).rejects.toMatchObject({ kind: 'missing' })
    const slow = loadChunk(() => new Promise(() => undefined), 1000).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await slow).toBeInstanceOf(ChunkLoadError)
  })
})
