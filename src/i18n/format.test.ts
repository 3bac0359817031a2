// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { formatFileSize } from './format'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe('formatFileSize', () => {
  it('gives file sizes in the unit that fits, bytes spelled out', () => {
    expect(formatFileSize(969)).toBe('969 bytes')
    expect(formatFileSize(52 * 1024)).toBe('52 kB')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
  })

  it('follows the active language', () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} })
    expect(formatFileSize(969)).toBe('969 Byte')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB')
    i18n.loadAndActivate({ locale: 'fr', messages: {} })
    expect(formatFileSize(52 * 1024)).toBe('52\u202fko')
  })
})
