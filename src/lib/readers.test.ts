// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boolean, date, fields, integer, isIsoDate, list, oneOf, range, sameValue, someOf, text } from './readers'

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

describe('list', () => {
  const read = list(oneOf(['active', 'pending', 'inactive'], undefined))

  it('keeps the valid items in their order', () => {
    expect(read(['pending', 'active'])).toEqual(['pending', 'active'])
  })

  it('reads a single value as a list of one', () => {
    expect(read('active')).toEqual(['active'])
  })

  it('drops bad items and repeats', () => {
    expect(read(['active', 'Active', 42, null, 'active', 'pending', {}])).toEqual(['active', 'pending'])
  })

  it('reads nothing, or nothing usable, as []', () => {
    expect(read(undefined)).toEqual([])
    expect(read('archived')).toEqual([])
    expect(read([])).toEqual([])
    expect(read({ 0: 'active' })).toEqual([])
  })

  it('takes any reader for its items', () => {
    expect(list(integer(undefined, { min: 1 }))([3, 0, 1.5, '2', 3, 7])).toEqual([3, 7])
  })
})

describe('someOf', () => {
  const read = someOf(['active', 'pending', 'inactive'])

  it('gives the chosen values in the order of the list, whatever the order chosen', () => {
    expect(read(['inactive', 'active'])).toEqual(['active', 'inactive'])
    expect(read(['active', 'inactive'])).toEqual(['active', 'inactive'])
  })

  it('drops bad items and repeats, and reads a single value as one', () => {
    expect(read(['pending', 'x', 'pending'])).toEqual(['pending'])
    expect(read('inactive')).toEqual(['inactive'])
    expect(read(7)).toEqual([])
  })
})

describe('date', () => {
  it('keeps a calendar date that exists', () => {
    const read = date(undefined)
    expect(read('2024-02-29')).toBe('2024-02-29')
    expect(read('2000-02-29')).toBe('2000-02-29')
    expect(read('1999-12-31')).toBe('1999-12-31')
  })

  it.each(['2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '2024-1-5', '24-01-05', '2024-01-05T10:00', ' 2024-01-05', '0000-01-01'])(
    'falls back for %s',
    (value) => {
      expect(date('2024-01-01')(value)).toBe('2024-01-01')
    },
  )

  it('falls back for what is not text', () => {
    expect(date(undefined)(20240105)).toBeUndefined()
    expect(date(undefined)(new Date(2024, 0, 5))).toBeUndefined()
    expect(date(undefined)(undefined)).toBeUndefined()
  })

  it('keeps within min and max, both included', () => {
    const read = date(undefined, { min: '2024-01-01', max: '2024-12-31' })
    expect(read('2024-01-01')).toBe('2024-01-01')
    expect(read('2024-12-31')).toBe('2024-12-31')
    expect(read('2023-12-31')).toBeUndefined()
    expect(read('2025-01-01')).toBeUndefined()
  })

  it('isIsoDate checks the form and the calendar', () => {
    expect(isIsoDate('2024-06-30')).toBe(true)
    expect(isIsoDate('2024-06-31')).toBe(false)
  })
})

describe('range', () => {
  const read = range({ min: 0, max: 100 })

  it('keeps a range within the limits, either end open', () => {
    expect(read({ from: 10, to: 20 })).toEqual({ from: 10, to: 20 })
    expect(read({ from: 10 })).toEqual({ from: 10 })
    expect(read({ to: 20 })).toEqual({ to: 20 })
    expect(read({ from: 15, to: 15 })).toEqual({ from: 15, to: 15 })
  })

  it('reads a pair [from, to] the same, null for an open end', () => {
    expect(read([10, 20])).toEqual({ from: 10, to: 20 })
    expect(read([null, 20])).toEqual({ to: 20 })
    expect(read([10])).toEqual({ from: 10 })
  })

  it('swaps bounds given the wrong way round', () => {
    expect(read({ from: 80, to: 20 })).toEqual({ from: 20, to: 80 })
    expect(read([80, 20])).toEqual({ from: 20, to: 80 })
  })

  it('brings a bound past a limit back to it, and leaves out a bound at its own limit', () => {
    expect(read({ from: -5, to: 50 })).toEqual({ to: 50 })
    expect(read({ from: 50, to: 500 })).toEqual({ from: 50 })
    expect(read({ from: 500 })).toEqual({ from: 100 })
    expect(read({ to: -5 })).toEqual({ to: 0 })
    expect(read({ from: 0, to: 100 })).toEqual({})
  })

  it('takes numeric text, and leaves out a bound that is not a number', () => {
    expect(read({ from: '10', to: 'abc' })).toEqual({ from: 10 })
    expect(read({ from: Number.NaN, to: Infinity })).toEqual({})
    expect(read({ from: '', to: null })).toEqual({})
    expect(read({ from: true, to: [20] })).toEqual({})
  })

  it('reads anything else as {}, the default', () => {
    expect(read(undefined)).toEqual({})
    expect(read('10-20')).toEqual({})
    expect(read(15)).toEqual({})
    expect(read(null)).toEqual({})
  })

  it('rounds to whole numbers with integer, and has no limits unless given', () => {
    expect(range({ min: 0, max: 10, integer: true })({ from: 2.4, to: 7.6 })).toEqual({ from: 2, to: 8 })
    expect(range()({ from: -1e9, to: 1e9 })).toEqual({ from: -1e9, to: 1e9 })
  })
})

describe('sameValue', () => {
  it('compares values, arrays item by item and objects field by field', () => {
    expect(sameValue('a', 'a')).toBe(true)
    expect(sameValue(1, '1')).toBe(false)
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true)
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(sameValue({ from: 1, to: 2 }, { to: 2, from: 1 })).toBe(true)
    expect(sameValue({ from: 1 }, { from: 1, to: undefined })).toBe(true)
    expect(sameValue({ from: 1 }, { from: 1, to: 2 })).toBe(false)
    expect(sameValue([], {})).toBe(false)
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
  })
})
