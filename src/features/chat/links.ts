import { safeUrl } from '@/lib/safeUrl'

/** A run of a message: plain text, or a web address to show as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// A web address runs to the next white space or to a character that never belongs to one in text.
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+/gi
// What ends a sentence around an address ("see https://a.example/x.") is not part of it.
const TRAILING = /[.,;:!?…»”’]+$/

/** Closing brackets at the end belong to the address only when it opened them too (a wiki link's "(disambiguation)"). */
function trimUnbalanced(address: string): string {
  let kept = address
  for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}']] as const) {
    while (kept.endsWith(close) && kept.split(open).length - 1 < kept.split(close).length - 1) kept = kept.slice(0, -1)
  }
  return kept
}

function trimAddress(address: string): string {
  let kept = address
  for (;;) {
    const next = trimUnbalanced(kept.replace(TRAILING, ''))
    if (next === kept) return kept
    kept = next
  }
}

/**
 * Splits a message (plain text, never HTML) into text and the web addresses in it, so a screen shows
 * the addresses as links and everything else as text. Only `http:` and `https:` addresses with a host
 * become links (the app's URL rule, `safeUrl`, has the last word); the text of every part is the
 * message's own, so joining the parts gives the message back.
 */
export function splitLinks(message: string): MessagePart[] {
  const parts: MessagePart[] = []
  let from = 0
  const pushText = (text: string) => {
    if (!text) return
    const last = parts.at(-1)
    if (last?.kind === 'text') last.text += text
    else parts.push({ kind: 'text', text })
  }
  for (const match of message.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0])
    const href = safeUrl(address, 'link')
    pushText(message.slice(from, match.index))
    if (href && /^https?:\/\/[^/?#]/i.test(address)) parts.push({ kind: 'link', text: address, href })
    else pushText(address)
    from = match.index + address.length
  }
  pushText(message.slice(from))
  return parts
}
