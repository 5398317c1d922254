import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { render, unmount } from './reactRender'

describe('render for antd-mobile', () => {
  it('renders into a container, renders again in the same root, and unmounts after the current task', async () => {
    const container = document.createElement('div')
    await act(async () => render(<p>first</p>, container))
    expect(container.innerHTML).toBe('<p>first</p>')
    await act(async () => render(<p>second</p>, container))
    expect(container.innerHTML).toBe('<p>second</p>')
    const done = unmount(container)
    expect(container.innerHTML).toBe('<p>second</p>')
    await act(async () => done)
    expect(container.innerHTML).toBe('')
  })

  it('is what antd-mobile resolves its React 16 to 18 render fallback to', async () => {
    const fallback = await import('rc-util/lib/React/render')
    expect(fallback.render).toBe(render)
  })
})
