/**
 * The one rule for a URL that came from the back end (or from HTML a stranger wrote) before a screen
 * puts it in an `href` or a `src`. A URL is used for what it is:
 *
 * - `link`: somewhere the user goes on a click: `https:` or `http:` with a host, a path of this site
 *   (`/apps/...`), `mailto:`, or `tel:` with a number;
 * - `image`: something the page loads on its own (a picture, a video, a poster): `https:` or `http:`
 *   with a host, a path of this site, or a picture carried inside it as
 *   `data:image/(png|jpeg|gif|webp);base64,...`;
 * - `page`: one of this app's own pages: a path of this site, nothing else.
 *
 * Anything else (`javascript:`, `data:text/html`, `vbscript:`, `//elsewhere.example`,
 * `/\elsewhere.example`, relative paths, unknown schemes) answers undefined: the screen then shows
 * no link, or its placeholder instead of the picture. `http:` is kept because the back end takes
 * `http(s)` web addresses (account settings) and the editor writes `http://` links; it runs nothing.
 *
 * What is checked is what is answered: surrounding white space is trimmed, and a URL with a control
 * character anywhere is refused (browsers drop tabs and newlines inside a URL, so `/\t/evil.example`
 * would reach them as `//evil.example`).
 */
export type UrlUse = 'link' | 'image' | 'page'

/** C0 controls and DEL: browsers remove or mangle them inside URLs. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
/** `https://` or `http://`, the only way a web address starts here (so `https:evil.example` is out). */
const WEB = /^https?:\/\//i
/** A path of this site: one slash, not two, and not a slash and a backslash (browsers read both as `//`). */
const SITE_PATH = /^\/(?![/\\])/
const MAILTO = /^mailto:[^\s]/i
const TEL = /^tel:\+?[0-9][0-9().-]*$/i
/** A picture inside the URL, of a type browsers show as an image and never run. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[\w+/=%,-]*$/i

/** A base no real URL has, so resolving a path against it tells whether the path stays on this site. */
const PROBE_ORIGIN = 'https://site.invalid'

function isWebAddress(url: string): boolean {
  if (!WEB.test(url)) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

function isSitePath(url: string): boolean {
  if (!SITE_PATH.test(url)) return false
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}

/**
 * `url` (trimmed) when it is safe to use as `use` says, or undefined. Not a string, empty, or
 * anything the rule above does not name: undefined.
 */
export function safeUrl(url: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  if (trimmed === '' || CONTROL.test(trimmed)) return undefined
  if (isSitePath(trimmed)) return trimmed
  if (use === 'page') return undefined
  if (isWebAddress(trimmed)) return trimmed
  if (use === 'link') return MAILTO.test(trimmed) || TEL.test(trimmed) ? trimmed : undefined
  return DATA_IMAGE.test(trimmed) ? trimmed : undefined
}

/** A safe image URL as a CSS `url("...")` value (for a background), or undefined. */
export function cssImageUrl(url: unknown): string | undefined {
  const image = safeUrl(url, 'image')
  return image === undefined ? undefined : `url("${image.replace(/["\\]/g, '\\$&')}")`
}
