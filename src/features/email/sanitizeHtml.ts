import DOMPurify from 'dompurify'

/**
 * A mail's HTML comes from strangers: it is cleaned before it is shown, by a DOMPurify instance of
 * its own (its hooks must not change how anything else in the app is cleaned).
 *
 * DOMPurify already drops script, event handlers (onerror, onclick...) and javascript: URLs; on top:
 * - no frames, plugins, forms or elements that change the page itself (base, link, meta, style);
 * - no inline style that imports a sheet or runs old IE expressions;
 * - no remote image (src, srcset, poster, background, SVG href, CSS url()) unless the reader asked
 *   for them: a remote image tells a tracker the mail was read, and when. Images inside the mail
 *   (data: URLs) and this site's own files stay;
 * - every link opens in a new tab, without giving that tab a handle on this one.
 */
const purifier = DOMPurify(window)

const FORBID_TAGS = ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'base', 'link', 'meta', 'style']
const NEVER_IN_STYLE = /@import|expression\s*\(/i
const CSS_FETCH = /url\s*\(|image-set\s*\(/i
/** Attributes whose value is one URL the browser fetches on its own (href only off links). */
const FETCHED_URL_ATTRIBUTES = new Set(['src', 'poster', 'background', 'href', 'xlink:href'])
const LINKS = new Set(['A', 'AREA', 'a'])

/** HTML that went through sanitizeEmailHtml: the only kind the message body puts in the page. */
export type CleanHtml = string & { readonly __cleanedBy: 'sanitizeEmailHtml' }

export interface CleanMail {
  html: CleanHtml
  /** How many remote image references (attributes) were left out: 0 when they were allowed. */
  blocked: number
}

/** Whether loading `url` asks another site for something: anything but a data: URL or this site's own path. */
export function isRemoteUrl(url: string): boolean {
  const trimmed = url.trim()
  if (/^data:/i.test(trimmed)) return false
  try {
    return new URL(trimmed, window.location.href).origin !== window.location.origin
  } catch {
    return true
  }
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

/** The URLs the browser would fetch for this attribute, on its own, as the page shows. */
function fetchedUrls(tagName: string, name: string, value: string): string[] {
  if (name === 'srcset') return srcsetUrls(value)
  if (FETCHED_URL_ATTRIBUTES.has(name)) return name.endsWith('href') && LINKS.has(tagName) ? [] : [value]
  // style, and SVG presentation attributes such as fill="url(...)".
  const css = unescapeCss(value)
  return CSS_FETCH.test(css) ? cssUrls(css) : []
}

// sanitize() runs the hooks synchronously, so the options and the count of one call live here
// for the length of that call.
let current = { remoteImages: false, blocked: 0 }

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const { name, value } of Array.from(node.attributes)) {
    if (name === 'style' && NEVER_IN_STYLE.test(unescapeCss(value))) node.removeAttribute(name)
    else if (!current.remoteImages && fetchedUrls(node.tagName, name, value).some(isRemoteUrl)) {
      node.removeAttribute(name)
      current.blocked++
    }
  }
  if (LINKS.has(node.tagName) && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/** Cleans a mail's HTML; remote images stay out unless `remoteImages` (the reader asked for them). */
export function sanitizeEmailHtml(html: string, { remoteImages = false } = {}): CleanMail {
  current = { remoteImages, blocked: 0 }
  const clean = purifier.sanitize(html, { FORBID_TAGS, ADD_ATTR: ['target'] })
  return { html: clean as CleanHtml, blocked: current.blocked }
}
