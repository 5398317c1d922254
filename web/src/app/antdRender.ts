import { unstableSetRender } from 'antd-mobile'
import { render, unmount } from './reactRender'

/** Lets antd-mobile's imperative APIs (Toast, Dialog) render with React 19's createRoot. */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    render(node, container)
    return () => unmount(container)
  })
}
