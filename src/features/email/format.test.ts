// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { formatListTime } from './format'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe('formatting for the mail list', () => {
  const now = new Date(2025, 5, 2, 15, 0)

  it("shows today's mail by its time, this year's by day and month, older with the year", () => {
    expect(formatListTime(new Date(2025, 5, 2, 9, 5).toISOString(), now)).toBe('9:05 AM')
    expect(formatListTime(new Date(2025, 4, 30, 9, 5).toISOString(), now)).toBe('May 30')
    expect(formatListTime(new Date(2024, 11, 24, 9, 5).toISOString(), now)).toBe('Dec 24, 2024')
  })

  it('follows the active language', () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} })
    try {
      expect(formatListTime(new Date(2025, 4, 30, 9, 5).toISOString(), now)).toBe('30. Mai')
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} })
    }
  })
})
