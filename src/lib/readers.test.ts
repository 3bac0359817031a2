import { describe, expect, it } from 'vitest'
import { boolean, fields, integer, oneOf, text } from './readers'

describe('readers', () => {
  it('oneOf keeps a listed value and falls back otherwise', () => {
    const read = oneOf(['light', 'dark'], 'light')
    expect(read('dark')).toBe('dark')
    expect(read('Dark')).toBe('light')
    expect(read(undefined)).toBe('light')
    expect(oneOf(['asc', 'desc'], undefined)(42)).toBeUndefined()
  })

  it('boolean accepts only booleans', () => {
    expect(boolean(true)(false)).toBe(false)
    expect(boolean(true)('false')).toBe(true)
  })

  it('integer checks wholeness and bounds', () => {
    const read = integer(1, { min: 1, max: 5 })
    expect(read(3)).toBe(3)
    expect(read(0)).toBe(1)
    expect(read(6)).toBe(1)
    expect(read(2.5)).toBe(1)
    expect(read('3')).toBe(1)
    expect(integer(undefined)(Number.NaN)).toBeUndefined()
  })

  it('text takes numbers as their text and applies its test', () => {
    expect(text('')(61)).toBe('61')
    expect(text('')({})).toBe('')
    const colour = text('#000000', (t) => /^#[0-9a-f]{6}$/i.test(t))
    expect(colour('#7367F0')).toBe('#7367F0')
    expect(colour('red')).toBe('#000000')
  })

  it('fields reads each field alone and leaves out absent optional ones', () => {
    const read = fields({ page: integer(1, { min: 1 }), sortBy: oneOf(['name', 'age'], undefined) })
    expect(read({ page: 0, sortBy: 'age', extra: true })).toEqual({ page: 1, sortBy: 'age' })
    expect(read({ page: 3, sortBy: 'size' })).toEqual({ page: 3 })
    expect('sortBy' in read({})).toBe(false)
    expect(read(null)).toEqual({ page: 1 })
    expect(read(['x'])).toEqual({ page: 1 })
    expect(read('{"page":2}')).toEqual({ page: 1 })
  })
})
