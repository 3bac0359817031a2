import DOMPurify from 'dompurify'
import { safeUrl, type UrlUse } from './safeUrl'

/**
 * HTML from strangers (a mail, a note, a description), cleaned before it is shown, by a DOMPurify
 * instance of the kit's own. `<SafeHtml>` (src/components/SafeHtml.tsx) is the one place that puts
 * the result in the page.
 *
 * DOMPurify already drops script, event handlers (onerror, onclick...) and javascript: URLs; on top,
 * whatever the options say:
 * - no script, frames, plugins, forms or elements that change the page itself (base, link, meta, style);
 * - no attribute named on...;
 * - no inline style that imports a sheet or runs old IE expressions;
 * - every URL in a link, an image, a srcset... passes the app's one URL rule (`safeUrl`), or the
 *   attribute goes: no `data:text/html` link, no `//elsewhere` image;
 * - a link that opens a new tab gets no handle on this one (`rel="noopener noreferrer"`); no other
 *   target is kept.
 */
const purifier = DOMPurify(window)

const ALWAYS_FORBIDDEN = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'base', 'link', 'meta', 'style']
const NEVER_IN_STYLE = /@import|expression\s*\(/i
const CSS_FETCH = /url\s*\(|image-set\s*\(/i
/** Attributes whose value is one URL the browser fetches on its own (href only off links). */
const FETCHED_URL_ATTRIBUTES = new Set(['src', 'poster', 'background', 'href', 'xlink:href'])
/** Attributes whose value is one URL the user may follow. */
const FOLLOWED_URL_ATTRIBUTES = new Set(['cite', 'longdesc'])
const LINK_URL_ATTRIBUTES = new Set(['href', 'xlink:href'])
const LINKS = new Set(['A', 'AREA', 'a'])

declare const sanitized: unique symbol
/** HTML that went through sanitizeHtml. */
export type SanitizedHtml = string & { readonly [sanitized]: true }

export interface SanitizeOptions {
  /** Only these elements; others are dropped (their text kept). The always-forbidden ones stay out whatever this says. */
  allowedTags?: readonly string[]
  /** Only these attributes; the URL rule and the ban on event handlers hold whatever this says. */
  allowedAttributes?: readonly string[]
  /** Every link opens in a new tab (without a handle on this one). */
  linksInNewTab?: boolean
  /**
   * A further check of each attribute left on an element: false drops it. It runs before the kit's
   * own URL rule, so it sees every attribute the HTML had (to count what it holds back, say).
   */
  keepAttribute?: (element: Element, name: string, value: string) => boolean
}

/** The URLs of a srcset: candidates are split by commas, but a data: URL may hold commas of its own. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let rest = srcset
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '')
    if (!rest) return urls
    const url = /^\S+/.exec(rest)![0]
    rest = rest.slice(url.length)
    urls.push(url.replace(/,+$/, ''))
    // A URL that ends in a comma has no descriptors; otherwise they run to the next comma.
    if (!url.endsWith(',')) rest = rest.replace(/^[^,]*/, '')
  }
}

/** CSS with its escapes resolved, so `\75 rl(` is seen as the `url(` the browser reads. */
function unescapeCss(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?|\\([\s\S])/gi, (_, hex: string | undefined, char: string | undefined) => {
    if (char !== undefined) return char
    const code = parseInt(hex!, 16)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

/** The URLs a CSS value may fetch: url() arguments, and the strings of image-set(). */
function cssUrls(css: string): string[] {
  const urls = [...css.matchAll(/url\s*\(\s*['"]?\s*([^'")\s]*)/gi)].map((match) => match[1]!)
  if (/image-set\s*\(/i.test(css)) urls.push(...[...css.matchAll(/(['"])(.*?)\1/g)].map((match) => match[2]!))
  return urls
}

/** The URLs an attribute holds and what the browser does with them; undefined when it holds none. */
function attributeUrls(tagName: string, name: string, value: string): { use: UrlUse; urls: string[] } | undefined {
  if (name === 'srcset') return { use: 'image', urls: srcsetUrls(value) }
  if (LINK_URL_ATTRIBUTES.has(name) && LINKS.has(tagName)) return { use: 'link', urls: [value] }
  if (FETCHED_URL_ATTRIBUTES.has(name)) return { use: 'image', urls: [value] }
  if (FOLLOWED_URL_ATTRIBUTES.has(name)) return { use: 'link', urls: [value] }
  return undefined
}

/** The URLs the browser would fetch for this attribute, on its own, as the page shows (CSS url() included). */
export function fetchedUrls(tagName: string, name: string, value: string): string[] {
  const held = attributeUrls(tagName, name, value)
  if (held) return held.use === 'image' ? held.urls : []
  // style, and SVG presentation attributes such as fill="url(...)".
  const css = unescapeCss(value)
  return CSS_FETCH.test(css) ? cssUrls(css) : []
}

/** Whether the attribute may stay by the kit's own rules. */
function isSafeAttribute(tagName: string, name: string, value: string): boolean {
  if (/^on/i.test(name)) return false
  if (name === 'style') return !NEVER_IN_STYLE.test(unescapeCss(value))
  const held = attributeUrls(tagName, name, value)
  return !held || (held.urls.length > 0 && held.urls.every((url) => safeUrl(url, held.use) !== undefined))
}

// sanitize() runs the hooks synchronously, so the options of one call live here for the length of that call.
let current: SanitizeOptions = {}

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const { name, value } of Array.from(node.attributes)) {
    const keep = (current.keepAttribute?.(node, name, value) ?? true) && isSafeAttribute(node.tagName, name, value)
    if (!keep) node.removeAttribute(name)
  }
  if (!LINKS.has(node.tagName)) return
  if (!node.hasAttribute('href')) node.removeAttribute('target')
  else if (current.linksInNewTab) node.setAttribute('target', '_blank')
  if (node.hasAttribute('target')) {
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    else node.removeAttribute('target')
  }
})

/** Cleans untrusted HTML by the kit's rules and the options' further ones. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SanitizedHtml {
  current = options
  try {
    return purifier.sanitize(html, {
      FORBID_TAGS: ALWAYS_FORBIDDEN,
      ...(options.allowedTags && { ALLOWED_TAGS: [...options.allowedTags] }),
      ...(options.allowedAttributes && { ALLOWED_ATTR: [...options.allowedAttributes] }),
    }) as SanitizedHtml
  } finally {
    current = {}
  }
}
