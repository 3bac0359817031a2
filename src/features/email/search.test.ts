// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isRedirect } from '@tanstack/react-router'
import { emailSearch, parseFolderParam, parseLabelParam } from './search'

// The router hands validateSearch whatever the address holds; so do these tests.
const readEmail = (search: Record<string, unknown>) => emailSearch.route.validateSearch(search as never)

describe('email address', () => {
  it('reads the search text and the open mail', () => {
    expect(readEmail({})).toEqual({ q: '' })
    expect(readEmail({ q: 'budget', mail: 2 })).toEqual({ q: 'budget', mail: 2 })
    expect(readEmail({ q: 42 })).toEqual({ q: '42' })
  })

  it('keeps the open mail when the search changes only if asked', () => {
    expect(emailSearch.apply({ q: 'budget', mail: 2 }, { q: 'tax' })).toEqual({ q: 'tax', mail: 2 })
    expect(emailSearch.apply({ q: 'budget', mail: 2 }, { mail: undefined })).toEqual({ q: 'budget' })
  })

  it('opens no mail for a mangled id', () => {
    expect(readEmail({ mail: 'abc' })).toEqual({ q: '' })
    expect(readEmail({ mail: 1.5 })).toEqual({ q: '' })
  })

  it('accepts the folders and labels of the contract and sends anything else to the inbox', () => {
    expect(parseFolderParam({ folder: 'starred' })).toEqual({ folder: 'starred' })
    expect(parseLabelParam({ label: 'company' })).toEqual({ label: 'company' })
    expect(() => parseFolderParam({ folder: 'archive' })).toThrow()
    try {
      parseLabelParam({ label: 'Company' })
    } catch (thrown) {
      expect(isRedirect(thrown)).toBe(true)
      return
    }
    throw new Error('an unknown label must redirect')
  })
})
