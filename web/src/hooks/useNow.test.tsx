import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { advance, render, type Rendered } from '@/test/render'
import { useNow, type NowOptions } from './useNow'

const START = Date.UTC(2026, 0, 1, 12, 0, 0)

function Clock(options: NowOptions) {
  return <output>{useNow(options) - START}</output>
}

let view: Rendered | undefined

async function show(options: NowOptions = {}) {
  view = await render(<Clock {...options} />)
}

/** The time the clock shows, in ms since the test began. */
const shown = () => Number(view?.container.textContent)

beforeEach(() => {
  vi.useFakeTimers({ now: START })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  vi.useRealTimers()
})

describe('the clock of a countdown', () => {
  it('shows the time it was mounted at', async () => {
    await show()
    expect(shown()).toBe(0)
  })

  it('reads the clock again every second by default', async () => {
    await show()
    await advance(999)
    expect(shown()).toBe(0)
    await advance(1)
    expect(shown()).toBe(1000)
    await advance(1000)
    expect(shown()).toBe(2000)
  })

  it('reads the clock at the tick it is given', async () => {
    await show({ tick: 30_000 })
    await advance(29_999)
    expect(shown()).toBe(0)
    await advance(1)
    expect(shown()).toBe(30_000)
  })

  it('stands still while it is not running', async () => {
    await show({ running: false })
    await advance(5_000)
    expect(shown()).toBe(0)
  })

  it('reads the clock at once when it runs again, not a tick later', async () => {
    await show({ running: false })
    await advance(5_000)
    await view!.rerender(<Clock running />)
    await advance(0)
    expect(shown()).toBe(5_000)
  })

  it('leaves no timer behind once unmounted', async () => {
    await show()
    view!.unmount()
    view = undefined
    expect(vi.getTimerCount()).toBe(0)
  })
})
