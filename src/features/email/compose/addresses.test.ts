// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatAddress, invalidChips, parseAddress, splitAddresses, toEmailAddresses } from './addresses'

describe('parseAddress', () => {
  it('reads a bare address', () => {
    expect(parseAddress(' jane@example.com ')).toEqual({ name: '', email: 'jane@example.com', valid: true })
  })

  it('reads a named address, with or without quotes', () => {
    expect(parseAddress('Jane Doe <jane@example.com>')).toEqual({ name: 'Jane Doe', email: 'jane@example.com', valid: true })
    expect(parseAddress('"Doe, Jane" <jane@example.com>').name).toBe('Doe, Jane')
  })

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'Jane <not an address>'])(
    'refuses %s',
    (text) => expect(parseAddress(text).valid).toBe(false),
  )
})

describe('formatAddress', () => {
  it('gives back what parseAddress reads', () => {
    const text = formatAddress({ name: 'Jane Doe', email: 'jane@example.com' })
    expect(text).toBe('Jane Doe <jane@example.com>')
    expect(parseAddress(text)).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com' })
  })

  it('shows the address alone when the name adds nothing', () => {
    expect(formatAddress({ name: '', email: 'a@b.io' })).toBe('a@b.io')
    expect(formatAddress({ name: 'a@b.io', email: 'a@b.io' })).toBe('a@b.io')
  })
})

describe('splitAddresses', () => {
  it('splits at commas, semicolons and line breaks and drops empty parts', () => {
    expect(splitAddresses('a@b.io, c@d.io;e@f.io\n ,')).toEqual(['a@b.io', 'c@d.io', 'e@f.io'])
  })
})

describe('toEmailAddresses and invalidChips', () => {
  it('names an unnamed address after itself', () => {
    expect(toEmailAddresses(['a@b.io', 'Ann <ann@b.io>'])).toEqual([
      { name: 'a@b.io', email: 'a@b.io' },
      { name: 'Ann', email: 'ann@b.io' },
    ])
  })

  it('lists the chips that are not addresses', () => {
    expect(invalidChips(['a@b.io', 'nope', 'Ann <ann@>'])).toEqual(['nope', 'Ann <ann@>'])
  })
})
