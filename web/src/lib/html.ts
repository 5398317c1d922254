/**
 * A second line of defence for HTML the server has already sanitised: drops active elements, event
 * handler attributes and links or sources with a scheme other than http(s), mailto and tel (plus inline
 * data images), and opens links to other sites in a new tab. Parsing happens in an inert template, so
 * nothing runs or loads while cleaning.
 */
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'template',
  'noscript',
])

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite'])

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i

/** Whether `value` is a relative address or one with a safe scheme; `image` also lets data images through. */
export function isSafeUrl(value: string, image = false): boolean {
  // Browsers ignore control characters and spaces inside a scheme, so compare without them.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (!scheme) return true
  const name = scheme[1].toLowerCase()
  if (SAFE_SCHEMES.has(name)) return true
  return image && name === 'data' && DATA_IMAGE.test(value.trim())
}

function cleanElement(element: Element, origin: string): void {
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase()
    if (name.startsWith('on') || name === 'srcset' || name === 'srcdoc') {
      element.removeAttribute(attribute.name)
    } else if (URL_ATTRIBUTES.has(name)) {
      const image = name === 'src' && element.tagName.toLowerCase() === 'img'
      if (!isSafeUrl(attribute.value, image)) element.removeAttribute(attribute.name)
    }
  }
  if (element.tagName.toLowerCase() === 'a' && element.hasAttribute('href')) {
    let external = false
    try {
      external = new URL(element.getAttribute('href') ?? '', origin).origin !== origin
    } catch {
      external = false
    }
    if (external) {
      element.setAttribute('target', '_blank')
      element.setAttribute('rel', 'noopener noreferrer')
    }
  }
}

export function cleanHtml(html: string | null | undefined, origin: string = window.location.origin): string {
  if (!html) return ''
  const template = document.createElement('template')
  template.innerHTML = html
  const elements = [...template.content.querySelectorAll('*')]
  for (const element of elements) {
    if (DROPPED_ELEMENTS.has(element.tagName.toLowerCase())) element.remove()
    else cleanElement(element, origin)
  }
  return template.innerHTML
}

/** Whether a text looks like HTML rather than plain text with line breaks. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(text)
}
