import { vi } from 'vitest'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

export interface Rendered {
  container: HTMLElement
  /** Renders `node` in place of what is shown, as a parent passing new props would. */
  rerender: (node: ReactNode) => Promise<void>
  unmount: () => void
}

/** Renders into a detached container inside act(); unmount when done. */
export async function render(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  let root: Root | undefined
  await act(async () => {
    root = createRoot(container)
    root.render(node)
  })
  return {
    container,
    rerender: async (next) => {
      await act(async () => root?.render(next))
    },
    unmount: () => {
      act(() => root?.unmount())
      container.remove()
    },
  }
}

/** Advances fake timers inside act() so React sees the updates they cause. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}
