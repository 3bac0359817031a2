// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { seedSearchFiles } from './searchItems'

describe('the files of the global search', () => {
  it('name no year: the demo is seeded for any day, and a year in a name would soon date it', () => {
    const titles = seedSearchFiles().map((file) => file.title)
    expect(titles).toContain('Financial Report.pdf')
    expect(titles.filter((title) => /\b(19|20)\d{2}\b/.test(title))).toEqual([])
  })
})
