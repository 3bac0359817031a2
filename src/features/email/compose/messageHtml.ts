import { sanitizeHtml, type SanitizeOptions } from '@/lib/sanitizeHtml'

/**
 * What a message may contain: the formatting the editor's toolbar makes, plus paragraphs, line
 * breaks and quotes. Anything else a paste brings in (scripts, images that call home, styles,
 * event handlers) is dropped, so the HTML sent is what the user saw in the editor and nothing more.
 */
export const MESSAGE_RULES: SanitizeOptions = {
  allowedTags: ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'span'],
  // The kit's URL rule still applies to href: no javascript: or data: links.
  allowedAttributes: ['href'],
}

/** The editor's HTML made safe to store and to show (`<SafeHtml rules={MESSAGE_RULES}>` shows it so). */
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, MESSAGE_RULES)
}

/** Whether a message has no text a reader would see: empty lines and spaces typed, or a draft's leftover `<br>`. */
export function isBlankMessage(html: string): boolean {
  const container = document.createElement('div')
  container.innerHTML = sanitizeMessage(html)
  return (container.textContent ?? '').trim() === ''
}
