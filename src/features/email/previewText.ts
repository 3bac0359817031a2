/** Elements after which a reader sees a break: their text must not run into the next word. */
const BREAKS = 'p, div, br, li, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre, table, ul, ol, hr'

/** How much of a message the list keeps; the row cuts it to one line anyway. */
const MAX_LENGTH = 240

/**
 * The start of a message as plain text, for the one-line preview in the list: no tags, no script or
 * style content, entities decoded, paragraphs separated by a space. The HTML is parsed by
 * DOMParser into an inert document: nothing in it runs or loads.
 */
export function previewText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html')
  body.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove())
  body.querySelectorAll(BREAKS).forEach((element) => element.after(' '))
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim()
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH).trimEnd()}…` : text
}
