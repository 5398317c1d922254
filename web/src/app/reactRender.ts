import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/**
 * How antd-mobile's imperative APIs (Toast, Dialog, Modal) render with React 19: one createRoot per container. The
 * build also resolves `rc-util/lib/React/render`, antd-mobile's fallback for React 16 to 18, to this module (see
 * vite.config.ts), so that fallback and the Babel runtime it is compiled with are not downloaded.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>()

export function render(node: ReactNode, container: Element | DocumentFragment): void {
  const root = roots.get(container) ?? createRoot(container)
  roots.set(container, root)
  root.render(node)
}

/** Unmounts what `render` put into `container`, once the current task is done (React cannot unmount mid-render). */
export async function unmount(container: Element | DocumentFragment): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0))
  roots.get(container)?.unmount()
  roots.delete(container)
}
