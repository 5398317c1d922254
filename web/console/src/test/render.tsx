import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App } from 'antd'

export interface Rendered {
  container: HTMLElement
  unmount: () => void
}

/** What the tests have rendered and not yet unmounted. */
const mounted = new Set<() => void>()

/** Unmounts whatever a test rendered; the set-up does it after each test. */
export function unmountAll(): void {
  mounted.forEach((unmount) => unmount())
}

/** Renders inside antd's App and a fresh query client, as the console does; unmounted after the test. */
export async function render(element: ReactNode): Promise<Rendered> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  let root: Root | undefined
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  await act(async () => {
    root = createRoot(container)
    root.render(
      <QueryClientProvider client={client}>
        <App>{element}</App>
      </QueryClientProvider>,
    )
  })
  const unmount = () => {
    if (!mounted.delete(unmount)) return
    act(() => root?.unmount())
    container.remove()
  }
  mounted.add(unmount)
  return { container, unmount }
}

/** Types into an input or text area the way React notices. */
export async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click')
  await act(async () => (element as HTMLElement).click())
}

/** Waits until `check` passes, letting React and the form's validation run between tries. */
export async function waitFor(check: () => void, tries = 50): Promise<void> {
  let last: unknown
  for (let i = 0; i < tries; i += 1) {
    try {
      check()
      return
    } catch (error) {
      last = error
      await act(async () => new Promise((done) => setTimeout(done, 10)))
    }
  }
  throw last
}
