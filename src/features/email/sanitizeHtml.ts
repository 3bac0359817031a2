import DOMPurify from 'dompurify'

/**
 * A mail's HTML comes from strangers: it is cleaned before it is shown, by a DOMPurify instance of
 * its own (its hooks must not change how anything else in the app is cleaned).
 *
 * DOMPurify already drops script, event handlers (onerror, onclick...) and javascript: URLs; on top:
 * - no frames, plugins, forms or elements that change the page itself (base, link, meta, style);
 * - no inline style that fetches something (url(), image-set(), @import) or runs old IE expressions:
 *   a remote image in a style tells a tracker the mail was read;
 * - every link opens in a new tab, without giving that tab a handle on this one.
 */
const purifier = DOMPurify(window)

const FORBID_TAGS = ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'base', 'link', 'meta', 'style']
const FETCHING_STYLE = /url\s*\(|image-set\s*\(|@import|expression\s*\(/i

purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style' && FETCHING_STYLE.test(data.attrValue)) data.keepAttr = false
})

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

export function sanitizeEmailHtml(html: string): string {
  return purifier.sanitize(html, { FORBID_TAGS, ADD_ATTR: ['target'] })
}
