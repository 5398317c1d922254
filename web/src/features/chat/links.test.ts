import { describe, expect, it } from 'vitest'
import { safeHref, splitLinks } from './links'

const joined = (message: string) =>
  splitLinks(message)
    .map((piece) => piece.text)
    .join('')

describe('splitting chat text into text and links', () => {
  it('leaves a message without addresses as one piece of text', () => {
    expect(splitLinks('hello world')).toEqual([{ kind: 'text', text: 'hello world' }])
    expect(splitLinks('')).toEqual([])
  })

  it('makes http and https addresses links, with the text around them kept', () => {
    expect(splitLinks('see https://example.com/a?b=1 and http://x.org')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
    ])
  })

  it('leaves sentence punctuation after an address out of the link', () => {
    expect(splitLinks('go to https://example.com.')).toEqual([
      { kind: 'text', text: 'go to ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: '.' },
    ])
  })

  it('keeps a script tag as inert text', () => {
    const message = '<script>alert(1)</script>'
    expect(splitLinks(message)).toEqual([{ kind: 'text', text: message }])
  })

  it('keeps an image with an error handler as text, and only the address after it becomes a link', () => {
    expect(splitLinks('<img src=x onerror=alert(1)> https://example.com')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
    ])
  })

  it('never makes javascript:, data: or other schemes links', () => {
    for (const message of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example.com',
    ]) {
      expect(splitLinks(message)).toEqual([{ kind: 'text', text: message }])
    }
  })

  it('ends an address at a quote or an angle bracket, so markup cannot ride along in the href', () => {
    const pieces = splitLinks('https://example.com"onmouseover="alert(1)')
    expect(pieces[0]).toEqual({ kind: 'link', text: 'https://example.com', href: 'https://example.com/' })
    expect(pieces[1]).toEqual({ kind: 'text', text: '"onmouseover="alert(1)' })
    const tagged = splitLinks('https://example.com<script>alert(1)</script>')
    expect(tagged[0]).toMatchObject({ kind: 'link', text: 'https://example.com' })
    expect(tagged[1]).toEqual({ kind: 'text', text: '<script>alert(1)</script>' })
  })

  it('keeps an address that does not parse as text', () => {
    expect(splitLinks('http:// nothing')).toEqual([{ kind: 'text', text: 'http:// nothing' }])
  })

  it('gives back the whole message when the pieces are joined', () => {
    for (const message of ['a https://b.c/d, e', 'x<img src=y>https://z.io)', 'http://', 'https://a.b https://c.d']) {
      expect(joined(message)).toBe(message)
    }
  })
})

describe('hrefs', () => {
  it('are only http and https URLs with a host', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('https://')).toBeNull()
    expect(safeHref('mailto:a@b.c')).toBeNull()
  })
})
