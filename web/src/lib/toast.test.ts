import Toast from 'antd-mobile/es/components/toast'
import { describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION, toast } from './toast'

describe('toast', () => {
  it("fetches antd-mobile's Toast when first used and runs the calls in the order they were made", async () => {
    const calls: string[] = []
    vi.spyOn(Toast, 'show').mockImplementation((props) => {
      calls.push(`show ${typeof props === 'string' ? props : String(props.content)}`)
      return { close: () => undefined }
    })
    vi.spyOn(Toast, 'clear').mockImplementation(() => calls.push('clear'))
    toast.show('first')
    toast.clear()
    toast.success('second')
    await vi.waitFor(() => expect(calls).toEqual(['show first', 'clear', 'show second']))
    expect(Toast.show).toHaveBeenCalledWith({ content: 'first', duration: TOAST_DURATION })
    expect(Toast.show).toHaveBeenCalledWith({ icon: 'success', content: 'second', duration: TOAST_DURATION })
  })
})
