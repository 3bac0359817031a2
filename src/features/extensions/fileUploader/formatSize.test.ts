import { describe, expect, it } from 'vitest'
import { formatSize } from './formatSize'

describe('a file size', () => {
  it('is said in bytes, kilobytes or megabytes, in the language’s own way', () => {
    expect(formatSize(512, 'en')).toBe('512 byte')
    expect(formatSize(34_000, 'en')).toBe('34 kB')
    expect(formatSize(2_000_000, 'en')).toBe('2 MB')
    expect(formatSize(1_250_000, 'fr')).toBe('1,3\u202fMo')
  })
})
