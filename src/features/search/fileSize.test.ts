// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { displayFileSize } from './fileSize'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe("a search file's size", () => {
  it("reads the back end's shorthand and shows it in the active language", () => {
    expect(displayFileSize('52kb')).toBe('52 kB')
    expect(displayFileSize('2.4mb')).toBe('2.4 MB')
    expect(displayFileSize('969b')).toBe('969 bytes')
    i18n.loadAndActivate({ locale: 'de', messages: {} })
    expect(displayFileSize('2.4mb')).toBe('2,4 MB')
  })

  it('shows a label it cannot read as it came', () => {
    expect(displayFileSize('about a page')).toBe('about a page')
  })
})
