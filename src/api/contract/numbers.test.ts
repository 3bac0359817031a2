// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contract } from '.'
import { MAX_INT_PARAM_LENGTH, intParam } from './numbers'
import { toOpenApi } from './openapi'

describe('intParam()', () => {
  const Query = z.object({ id: intParam(), page: intParam(z.number().int().positive()).default(1) })

  it('reads decimal digits, with a minus, as numbers; a number as it is', () => {
    expect(Query.parse({ id: '42', page: '3' })).toEqual({ id: 42, page: 3 })
    expect(Query.parse({ id: '-7' })).toEqual({ id: -7, page: 1 })
    expect(Query.parse({ id: '007' })).toEqual({ id: 7, page: 1 })
    expect(Query.parse({ id: 5 })).toEqual({ id: 5, page: 1 })
  })

  it.each(['0x2', '1e0', ' 1', '1 ', '1.0', '+1', '1_000', '', 'Infinity', 'NaN', '١'])('refuses %j, naming the field', (id) => {
    expect(Query.safeParse({ id }).error?.issues).toEqual([
      expect.objectContaining({ path: ['id'], message: 'Expected a whole number in decimal digits' }),
    ])
  })

  it(`refuses text longer than ${MAX_INT_PARAM_LENGTH} characters, leading zeros or not`, () => {
    expect(Query.parse({ id: `${'0'.repeat(MAX_INT_PARAM_LENGTH - 1)}7` })).toEqual({ id: 7, page: 1 })
    expect(Query.safeParse({ id: `${'0'.repeat(100_000)}7` }).error?.issues).toEqual([
      expect.objectContaining({ path: ['id'], message: `Expected a whole number of at most ${MAX_INT_PARAM_LENGTH} characters` }),
    ])
  })

  it('says "Required" for an absent required field, and keeps the range of its number', () => {
    expect(Query.safeParse({}).error?.issues).toEqual([expect.objectContaining({ path: ['id'], message: 'Required' })])
    expect(Query.safeParse({ id: '1', page: '0' }).error?.issues.map((issue) => issue.path)).toEqual([['page']])
    expect(Query.safeParse({ id: '99999999999999999999' }).success).toBe(false)
    expect(Query.safeParse({ id: 1.5 }).success).toBe(false)
  })

  it('is an integer in the OpenAPI document', () => {
    const parameters = toOpenApi(contract).paths['/apps/email/get-email']!.get!.parameters
    expect(parameters.find((p) => p.name === 'id')).toMatchObject({ required: true, schema: { type: 'integer' } })
  })
})
