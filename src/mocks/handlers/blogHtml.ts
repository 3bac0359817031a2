/**
 * The HTML of a blog post as the mock stores it: rebuilt from an allow-list, so what is stored is
 * safe whoever shows it (the screens sanitise again with src/lib/sanitizeHtml.ts, which needs a DOM;
 * this runs in Node as well). Nothing of the input reaches the output unless it is one of these
 * elements, its listed attributes re-escaped, or text with `<`, `>` and stray `&` escaped: so a
 * browser that reads the input differently from this tokenizer still reads the output as written.
 *
 * - script, style and the other elements whose content is raw text are dropped with their content;
 * - other unknown elements and comments go, their text stays;
 * - a link keeps an https:, http:, mailto: or same-site href; a picture an https:, same-site or
 *   PNG/JPEG/GIF/WebP data: src (or it goes); no other attribute survives (no on..., no style);
 * - elements left open are closed at the end, and a closing tag with no opening one goes.
 */

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], strong: [], b: [], em: [], i: [], u: [], s: [], code: [], pre: [],
  blockquote: [], ul: [], ol: [], li: [], a: ['href'], img: ['src', 'alt'], figure: [], figcaption: [],
}
const VOID = new Set(['br', 'hr', 'img'])
/** Elements whose content a browser does not read as markup: dropped whole. */
const RAW = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'title', 'iframe', 'noembed', 'noframes', 'xmp', 'object', 'plaintext'])

// A tag as browsers write it: a name, then attributes with optional quoted or bare values.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

const escapeText = (text: string) => text.replace(/&(?![#a-zA-Z0-9]+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** An attribute's value as the browser reads it; undefined when it holds a named entity this does not know (refused). */
function decode(value: string): string | undefined {
  let unknown = false
  const decoded = value.replace(/&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
    }
    const named = NAMED[body.toLowerCase()]
    if (named === undefined) unknown = true
    return named ?? whole
  })
  return unknown ? undefined : decoded
}

/** Whether a URL (decoded, without the white space and control characters browsers skip) may stay. */
function safeUrl(url: string, use: 'href' | 'src'): boolean {
  // eslint-disable-next-line no-control-regex
  const bare = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (/^\/(?![/\\])/.test(bare) || bare.startsWith('#')) return true
  if (/^https:\/\//i.test(bare)) return true
  if (use === 'href') return /^(?:http:\/\/|mailto:)/i.test(bare)
  return /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/.test(bare)
}

function attributesOf(name: string, source: string): string | undefined {
  const kept: string[] = []
  for (const match of source.matchAll(ATTRIBUTE)) {
    const attribute = match[1]!.toLowerCase()
    if (!ALLOWED[name]!.includes(attribute)) continue
    const value = decode(match[2] ?? match[3] ?? match[4] ?? '')
    if (value === undefined) continue
    if ((attribute === 'href' || attribute === 'src') && !safeUrl(value, attribute)) continue
    if (!kept.some((each) => each.startsWith(`${attribute}=`))) kept.push(`${attribute}="${escapeAttribute(value)}"`)
  }
  // A picture without a source shows nothing.
  if (name === 'img' && !kept.some((each) => each.startsWith('src='))) return undefined
  return kept.length > 0 ? ` ${kept.join(' ')}` : ''
}

/** The HTML kept of `html`, by the rules above. One pass from start to end: linear in the input's length. */
export function sanitizeBlogHtml(html: string): string {
  const out: string[] = []
  const open: string[] = []
  let at = 0
  const skipPast = (marker: string) => {
    const end = html.indexOf(marker, at)
    at = end === -1 ? html.length : end + marker.length
  }
  while (at < html.length) {
    const lt = html.indexOf('<', at)
    if (lt !== at) {
      const end = lt === -1 ? html.length : lt
      out.push(escapeText(html.slice(at, end)))
      at = end
      continue
    }
    if (html.startsWith('<!--', at)) {
      at += 4
      skipPast('-->')
      continue
    }
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      skipPast('>')
      continue
    }
    TAG.lastIndex = at
    const tag = TAG.exec(html)
    if (!tag) {
      out.push('&lt;')
      at += 1
      continue
    }
    at += tag[0].length
    const closing = tag[1] === '/'
    const name = tag[2]!.toLowerCase()
    if (!closing && RAW.has(name)) {
      // Up to its closing tag, whatever looks like markup in between.
      const end = new RegExp(`</${name}[^>]*>`, 'ig')
      end.lastIndex = at
      at = end.exec(html) ? end.lastIndex : html.length
      continue
    }
    if (!Object.hasOwn(ALLOWED, name)) continue
    if (closing) {
      const index = open.lastIndexOf(name)
      if (index === -1) continue
      while (open.length > index) out.push(`</${open.pop()!}>`)
      continue
    }
    const attributes = attributesOf(name, tag[3] ?? '')
    if (attributes === undefined) continue
    out.push(`<${name}${attributes}>`)
    if (!VOID.has(name)) open.push(name)
  }
  while (open.length > 0) out.push(`</${open.pop()!}>`)
  return out.join('')
}

/** The words of a post's HTML, for an excerpt made from it: tags out, entities read, spaces folded. */
export function textOfHtml(html: string): string {
  const text = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ')
  return (decode(text) ?? text).replace(/\s+/g, ' ').trim()
}
