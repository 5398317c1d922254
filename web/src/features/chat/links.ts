/*
 * Chat text is shown as text, never as markup. The only thing made of it is plain links: each http(s) address
 * becomes its own piece, which the screen renders as an <a> opening a new tab; everything else stays a string that
 * React escapes.
 */

/** A piece of a message: text shown as is, or an http(s) address with the href to open. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/** Candidate addresses: `http://` or `https://` up to whitespace or a character that cannot end an address here. */
const CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi

/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING = /[.,;:!?)\]}]+$/

/** The href of an address, or null unless it parses as an http(s) URL with a host. */
export function safeHref(candidate: string): string | null {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!url.hostname) return null
  return url.href
}

/** Splits a message into text and http(s) links, in order; joined back, the pieces' texts are the message. */
export function splitLinks(message: string): TextPiece[] {
  const pieces: TextPiece[] = []
  let last = 0
  const push = (text: string) => {
    if (!text) return
    const previous = pieces.at(-1)
    if (previous?.kind === 'text') previous.text += text
    else pieces.push({ kind: 'text', text })
  }
  for (const found of message.matchAll(CANDIDATE)) {
    const start = found.index ?? 0
    const address = found[0].replace(TRAILING, '')
    const href = safeHref(address)
    push(message.slice(last, start))
    if (href) {
      pieces.push({ kind: 'link', text: address, href })
      last = start + address.length
    } else {
      push(found[0])
      last = start + found[0].length
    }
  }
  push(message.slice(last))
  return pieces
}
