// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { contract, getEmail, updateDraft, type Endpoint } from '@/api/contract'
import { callEndpoint, setupMockBackend } from '@/mocks/testing'
import { listIds, openMail } from './emailTesting'

/**
 * Numbers in paths and query strings are strict decimal integers, on every endpoint: the cases are
 * generated from the contract, so a new endpoint's numeric field is covered (and must use
 * `intParam()`) without a line here.
 */
setupMockBackend()

type Part = 'params' | 'query'

/** Every param or query field that reads "1" as the number 1, with its endpoint. */
const numericFields = Object.values(contract as Record<string, Endpoint>).flatMap((endpoint) =>
  (['params', 'query'] as const).flatMap((part: Part) =>
    Object.entries(endpoint[part]?.shape ?? {})
      .filter(([, field]) => (field as z.ZodType).safeParse('1').data === 1)
      .map(([name]) => ({ label: `${endpoint.id} ${part}.${name}`, endpoint, part, name })),
  ),
)

const NOT_DECIMAL = ['0x2', '1e0', ' 1', '1 ', '1.0', '+1', 'Infinity']

describe('a number in a path or query string', () => {
  it('is found on the endpoints that take one', () => {
    expect(numericFields.map(({ label }) => label)).toEqual(
      expect.arrayContaining([
        'GET /apps/email/get-email query.id',
        'GET /apps/email/paginate-email query.emailId',
        'PUT /apps/email/drafts/:id params.id',
        'GET /api/datatables/data query.page',
        'GET /api/datatables/data query.perPage',
        'GET /api/datatables/data query.status',
      ]),
    )
  })

  describe.each(numericFields)('$label', ({ endpoint, part, name }) => {
    it.each(NOT_DECIMAL)('answers 400 for %j, naming the field', async (value) => {
      const { status, body } = await callEndpoint(endpoint, { [part]: { [name]: value }, body: {} } as never)
      expect(status).toBe(400)
      expect((body as { error: Record<string, string[]> }).error[name]).toEqual(['Expected a whole number in decimal digits'])
    })
  })
})

describe('an empty id', () => {
  it('is a 400 "Required", not a 404', async () => {
    expect(await callEndpoint(getEmail, { query: { id: '' as never } })).toEqual({
      status: 400,
      body: { error: { id: ['Required'] } },
    })
  })

  it('of a draft to update is a 400, and the draft stays as it was', async () => {
    const before = await openMail(22, { folder: 'draft' })
    const { status } = await callEndpoint(updateDraft, { params: { id: '0x16' as never }, body: { subject: 'Changed' } })
    expect(status).toBe(400)
    expect(await openMail(22, { folder: 'draft' })).toEqual(before)
    expect(await listIds({ folder: 'draft' })).toContain(22)
  })
})

describe('a decimal id', () => {
  it('is still read, with leading zeros', async () => {
    expect((await callEndpoint(getEmail, { query: { id: '001' as never } })).status).toBe(200)
  })
})
