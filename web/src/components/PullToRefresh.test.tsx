import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { advance, render, type Rendered } from '@/test/render'
import { COMPLETE_DELAY, HEAD_HEIGHT, pulledHeight, PullToRefresh, THRESHOLD } from './PullToRefresh'

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  view?.unmount()
  view = undefined
  vi.useRealTimers()
})

/** A one-finger touch event at `y`, as a phone sends it. */
function touch(target: Element, type: string, y?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.assign(event, { touches: y === undefined ? [] : [{ clientY: y }] })
  act(() => void target.dispatchEvent(event))
  return event
}

const head = () => view!.container.querySelector<HTMLElement>('.pull-to-refresh-head')!
const content = () => view!.container.querySelector('p')!

describe('pull to refresh', () => {
  it('opens half as far as the finger moves at first, then less, and never five heads', () => {
    expect(pulledHeight(0)).toBe(0)
    expect(pulledHeight(-20)).toBe(0)
    expect(pulledHeight(-1000)).toBe(0)
    expect(pulledHeight(10)).toBeCloseTo(4.88, 2)
    expect(pulledHeight(10_000)).toBeLessThan(HEAD_HEIGHT * 5)
    expect(pulledHeight(3 * THRESHOLD)).toBeGreaterThan(THRESHOLD)
    expect(pulledHeight(2 * THRESHOLD)).toBeLessThan(THRESHOLD)
  })

  it('asks to pull, then to let go, refreshes when let go past the threshold and says when it is done', async () => {
    let finish: () => void = () => undefined
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    view = await render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>quotes</p>
      </PullToRefresh>,
    )
    touch(content(), 'touchstart', 100)
    const small = touch(content(), 'touchmove', 130)
    expect(small.defaultPrevented).toBe(true)
    expect(head().textContent).toBe('下拉刷新')
    touch(content(), 'touchmove', 300)
    expect(head().textContent).toBe('释放立即刷新')
    touch(content(), 'touchend')
    await advance(0)
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(head().style.height).toBe(`${HEAD_HEIGHT}px`)
    expect(head().textContent).toBe('加载中...')
    finish()
    await advance(0)
    expect(head().textContent).toBe('刷新成功')
    await advance(COMPLETE_DELAY)
    expect(head().style.height).toBe('0px')
  })

  it('closes without refreshing when let go before the threshold, and leaves a scroll up to the page', async () => {
    const onRefresh = vi.fn(async () => undefined)
    view = await render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>quotes</p>
      </PullToRefresh>,
    )
    touch(content(), 'touchstart', 100)
    touch(content(), 'touchmove', 140)
    touch(content(), 'touchend')
    await advance(0)
    expect(onRefresh).not.toHaveBeenCalled()
    expect(head().style.height).toBe('0px')
    touch(content(), 'touchstart', 300)
    const up = touch(content(), 'touchmove', 200)
    expect(up.defaultPrevented).toBe(false)
    touch(content(), 'touchend')
    await advance(0)
    expect(onRefresh).not.toHaveBeenCalled()
  })

  it('does not pull while the content above is scrolled down', async () => {
    const onRefresh = vi.fn(async () => undefined)
    view = await render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>quotes</p>
      </PullToRefresh>,
    )
    view.container.scrollTop = 50
    touch(content(), 'touchstart', 100)
    const down = touch(content(), 'touchmove', 400)
    touch(content(), 'touchend')
    await advance(0)
    expect(down.defaultPrevented).toBe(false)
    expect(onRefresh).not.toHaveBeenCalled()
  })
})
