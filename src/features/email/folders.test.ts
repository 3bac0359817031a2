// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LABELS } from './folders'

describe('label colours', () => {
  it('are fixed, one per label, and never the primary colour the user picks', () => {
    const colors = LABELS.map((info) => info.color as string)
    expect(new Set(colors).size).toBe(LABELS.length)
    expect(colors).not.toContain('primary')
  })
})
