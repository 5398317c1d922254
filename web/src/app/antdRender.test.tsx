import { unstableSetRender } from 'antd-mobile'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { installAntdRender } from './antdRender'

describe("antd-mobile's render with React 19", () => {
  it('hands antd-mobile a createRoot render whose clean-up unmounts after the current task', async () => {
    installAntdRender()
    const antdRender = unstableSetRender()
    const container = document.createElement('div')
    let cleanUp: () => Promise<void> = async () => undefined
    await act(async () => {
      cleanUp = antdRender(<p>toast</p>, container)
    })
    expect(container.innerHTML).toBe('<p>toast</p>')
    await act(async () => cleanUp())
    expect(container.innerHTML).toBe('')
  })
})
