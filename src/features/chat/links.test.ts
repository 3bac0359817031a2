// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { splitLinks } from './links'

const links = (text: string) => splitLinks(text).filter((part) => part.kind === 'link').map((part) => part.href)

describe('splitLinks', () => {
  it('finds http and https addresses and keeps the rest as text', () => {
    const parts = splitLinks('See https://example.com/a?b=1#c and http://foo.test too')
    expect(parts).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://foo.test', href: 'http://foo.test' },
      { kind: 'text', text: ' too' },
    ])
  })

  it('leaves sentence punctuation and unopened brackets out of an address', () => {
    expect(links('Look: https://example.com/x.')).toEqual(['https://example.com/x'])
    expect(links('(see https://example.com/docs)')).toEqual(['https://example.com/docs'])
    expect(links('https://en.wikipedia.org/wiki/Mercury_(planet), nice')).toEqual(['https://en.wikipedia.org/wiki/Mercury_(planet)'])
    expect(links('Really?! https://example.com!?')).toEqual(['https://example.com'])
  })

  it('gives the message back whole when the parts are joined', () => {
    const message = 'a https://x.example/1. b\nhttps://y.example/(2)) <https://z.example> end'
    expect(
      splitLinks(message)
        .map((part) => part.text)
        .join(''),
    ).toBe(message)
  })

  it('links nothing that is not a web address with a host', () => {
    expect(links('javascript:alert(1) data:text/html,<b>x</b> ftp://files.example https:// http:///path www.example.com')).toEqual([])
    expect(splitLinks('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }])
  })

  it('keeps markup as text: a message is never HTML', () => {
    const parts = splitLinks('<a href="https://evil.example">x</a>')
    expect(parts.map((part) => part.text).join('')).toBe('<a href="https://evil.example">x</a>')
    // The quote ends the address: the attribute's value is the link, not the markup around it.
    expect(links('<a href="https://evil.example">x</a>')).toEqual(['https://evil.example'])
  })

  it('is plain text when there is no address', () => {
    expect(splitLinks('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }])
    expect(splitLinks('')).toEqual([])
  })
})
