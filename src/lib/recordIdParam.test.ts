// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { recordIdParam } from './recordIdParam'

describe('a record id in the path', () => {
  it('reads a number, and anything else as 0 (no such record)', () => {
    expect(recordIdParam.parse({ id: '4987' })).toEqual({ id: 4987 })
    for (const id of ['0', 'abc', '12.5', '-3', '', '1e3', '0x10']) expect(recordIdParam.parse({ id })).toEqual({ id: 0 })
    expect(recordIdParam.stringify({ id: 4987 })).toEqual({ id: '4987' })
  })
})
