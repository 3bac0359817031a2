import DOMPurify from 'dompurify'

/**
 * What a message may contain: the formatting the editor's toolbar makes, plus paragraphs, line
 * breaks and quotes. Anything else a paste brings in (scripts, images that call home, styles,
 * event handlers) is dropped, so the HTML sent is what the user saw in the editor and nothing more.
 */
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'span'],
  // DOMPurify's default URL rule still applies to href: no javascript: links.
  ALLOWED_ATTR: ['href'],
}

/** The editor's HTML made safe to store and to show. */
export function sanitizeMessage(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED)
}

/** Whether a message has no text a reader would see: empty lines and spaces typed, or a draft's leftover `<br>`. */
export function isBlankMessage(html: string): boolean {
  const container = document.createElement('div')
  container.innerHTML = sanitizeMessage(html)
  return (container.textContent ?? '').trim() === ''
}
