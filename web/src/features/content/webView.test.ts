import { describe, expect, it } from 'vitest'
import { acceptWebUrl, articlePath, noticePath, parseId, webViewPath } from './webView'

const origin = 'https://app.example.com'

describe('web view addresses', () => {
  it('accepts absolute http and https addresses', () => {
    expect(acceptWebUrl('https://docs.example.org/a?b=1#c', origin)).toBe('https://docs.example.org/a?b=1#c')
    expect(acceptWebUrl('http://example.net', origin)).toBe('http://example.net/')
    expect(acceptWebUrl('  HTTPS://Example.org/x  ', origin)).toBe('https://example.org/x')
  })

  it('accepts paths of this site as same-origin addresses', () => {
    expect(acceptWebUrl('/h5/help.html', origin)).toBe('https://app.example.com/h5/help.html')
    expect(acceptWebUrl('terms.html', origin)).toBe('https://app.example.com/terms.html')
  })

  it('refuses javascript: in any spelling', () => {
    expect(acceptWebUrl('javascript:alert(1)', origin)).toBeNull()
    expect(acceptWebUrl('JaVaScRiPt:alert(1)', origin)).toBeNull()
    expect(acceptWebUrl(' \tjavascript:alert(1)', origin)).toBeNull()
    expect(acceptWebUrl('java\nscript:alert(1)', origin)).toBeNull()
  })

  it('refuses other schemes, credentials and empty values', () => {
    for (const url of ['data:text/html,<b>x</b>', 'file:///etc/passwd', 'vbscript:x', 'ftp://example.org', 'blob:x']) {
      expect(acceptWebUrl(url, origin)).toBeNull()
    }
    expect(acceptWebUrl('https://user:secret@example.org/', origin)).toBeNull()
    expect(acceptWebUrl('', origin)).toBeNull()
    expect(acceptWebUrl('   ', origin)).toBeNull()
    expect(acceptWebUrl(null, origin)).toBeNull()
  })

  it('builds the routes of the web view and of news details', () => {
    expect(webViewPath('https://example.org/a?b=1&c=2', 'Help & FAQ')).toBe(
      '/pages/common/webView?url=https%3A%2F%2Fexample.org%2Fa%3Fb%3D1%26c%3D2&title=Help+%26+FAQ',
    )
    expect(webViewPath('https://example.org/')).toBe('/pages/common/webView?url=https%3A%2F%2Fexample.org%2F')
    expect(articlePath(5)).toBe('/pages/common/article?id=5')
    expect(noticePath(9)).toBe('/pages/gg/ggDetail?id=9')
  })

  it('reads only positive whole ids from route parameters', () => {
    expect(parseId('12')).toBe(12)
    expect(parseId(null)).toBeNull()
    expect(parseId('0')).toBeNull()
    expect(parseId('-3')).toBeNull()
    expect(parseId('1.5')).toBeNull()
    expect(parseId('12abc')).toBeNull()
    expect(parseId('99999999999999999999')).toBeNull()
  })
})
