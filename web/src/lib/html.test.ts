import { describe, expect, it } from 'vitest'
import { cleanHtml, isSafeUrl, looksLikeHtml } from './html'

const origin = 'https://app.example.com'

describe('article HTML', () => {
  it('keeps ordinary formatting, images and links', () => {
    const html =
      '<h2>Title</h2><p>Hello <strong>world</strong> <a href="/h5/#/pages/gg/ggList">list</a></p><img src="/upload/a.png" alt="a">'
    expect(cleanHtml(html, origin)).toBe(html)
  })

  it('drops scripts, styles, frames and forms', () => {
    const out = cleanHtml(
      '<p>a</p><script>alert(1)</script><style>body{}</style><iframe src="x"></iframe><form><input></form>',
      origin,
    )
    expect(out).toBe('<p>a</p>')
  })

  it('drops event handlers and unsafe addresses', () => {
    const out = cleanHtml(
      '<img src="x.png" onerror="alert(1)"><a href=" javascript:alert(1)">x</a><a href="java&#10;script:alert(1)">y</a>',
      origin,
    )
    expect(out).not.toMatch(/onerror|javascript/i)
    expect(out).toContain('<img src="x.png">')
  })

  it('keeps inline data images but not data documents', () => {
    const image = '<img src="data:image/png;base64,iVBORw0KGgo=">'
    expect(cleanHtml(image, origin)).toBe(image)
    expect(cleanHtml('<a href="data:text/html,hi">x</a>', origin)).toBe('<a>x</a>')
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false)
    expect(isSafeUrl('data:image/png;base64,AAAA', true)).toBe(true)
  })

  it('opens links to other sites in a new tab without an opener', () => {
    const out = cleanHtml('<a href="https://example.org/">x</a>', origin)
    expect(out).toContain('target="_blank"')
    expect(out).toContain('rel="noopener noreferrer"')
    expect(cleanHtml('<a href="/h5/">home</a>', origin)).toBe('<a href="/h5/">home</a>')
  })

  it('tells HTML from plain text', () => {
    expect(looksLikeHtml('<p>x</p>')).toBe(true)
    expect(looksLikeHtml('line one\nline two, 1 < 2')).toBe(false)
    expect(cleanHtml('', origin)).toBe('')
    expect(cleanHtml(undefined, origin)).toBe('')
  })
})
