import { unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'

const roots = new WeakMap<Element | DocumentFragment, Root>()

/** Lets antd-mobile's imperative APIs (Toast, Dialog) render with React 19's createRoot. */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container)
    roots.set(container, root)
    root.render(node)
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
      root.unmount()
      roots.delete(container)
    }
  })
}
