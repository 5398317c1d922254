import { afterEach, describe, expect, it } from 'vitest'
import { render, type Rendered } from '@/test/render'
import { MessageText } from './MessageText'

let view: Rendered | undefined

afterEach(() => view?.unmount())

describe('a chat message on screen', () => {
  it('shows markup as text and makes only the http(s) address a safe link', async () => {
    view = await render(
      <MessageText text="<img src=x onerror=alert(1)> <script>alert(2)</script> https://example.com" />,
    )
    const box = view.container
    expect(box.querySelector('img')).toBeNull()
    expect(box.querySelector('script')).toBeNull()
    expect(box.textContent).toBe('<img src=x onerror=alert(1)> <script>alert(2)</script> https://example.com')
    const links = box.querySelectorAll('a')
    expect(links).toHaveLength(1)
    expect(links[0].getAttribute('href')).toBe('https://example.com/')
    expect(links[0].getAttribute('target')).toBe('_blank')
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer nofollow')
  })

  it('makes no link of a javascript: address', async () => {
    view = await render(<MessageText text="javascript:alert(document.cookie)" />)
    expect(view.container.querySelector('a')).toBeNull()
    expect(view.container.textContent).toBe('javascript:alert(document.cookie)')
  })
})
