import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, ContractMismatchError } from '@/api/errors'
import { activateLanguage, i18n } from '@/i18n/i18n'
import { contractMismatchText, errorText } from './errorText'

/** The error the client throws when `body` does not match `schema` (src/api/http.ts). */
function mismatch(endpoint: string, schema: z.ZodType, body: unknown): ContractMismatchError {
  const parsed = schema.safeParse(body)
  if (parsed.success) throw new Error('The body matches: no mismatch to show')
  return new ContractMismatchError(endpoint, parsed.error.issues)
}

const Session = z.object({ userData: z.object({ id: z.number(), role: z.enum(['admin', 'client']) }), accessToken: z.string() })

describe('contractMismatchText', () => {
  it('names the endpoint and the path of each field that differs', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const error = mismatch('POST /jwt/login', Session, { userData: { id: 1, role: 'superuser' }, accessToken: 'a' })
    expect(contractMismatchText(error)).toBe(
      'POST /jwt/login answered in a shape the app does not expect: userData.role: Invalid option: expected one of "admin"|"client"',
    )
  })

  it('spells out three differences and counts the rest; an answer of the wrong kind is the root', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const Row = z.object({ id: z.number() })
    const rows = mismatch('GET /rows', z.array(Row), [{ id: '1' }, { id: '2' }, {}, { id: null }, { id: 'x' }])
    expect(contractMismatchText(rows)).toBe(
      'GET /rows answered in a shape the app does not expect: 0.id: Invalid input: expected number, received string; ' +
        '1.id: Invalid input: expected number, received string; 2.id: Invalid input: expected number, received undefined; and 2 more differences',
    )
    expect(contractMismatchText(mismatch('GET /rows', z.array(Row), 'Bad gateway'))).toBe(
      'GET /rows answered in a shape the app does not expect: (root): Invalid input: expected array, received string',
    )
  })

  it('is null for any other error, which errorText shows as it is', () => {
    const refused = new ApiError('GET /apps/email/emails', 403, { error: 'No' })
    expect(contractMismatchText(refused)).toBeNull()
    expect(contractMismatchText(new TypeError('Failed to fetch'))).toBeNull()
    expect(contractMismatchText(undefined)).toBeNull()
    expect(errorText(refused)).toBe(refused.message)
    expect(errorText('down')).toBe('down')
  })

  describe('in another language', () => {
    afterAll(() => activateLanguage('en'))

    it('is translated, with the count of the rest in its plural form', async () => {
      await activateLanguage('de')
      const many = mismatch('GET /rows', z.array(z.number()), ['a', 'b', 'c', 'd', 'e'])
      expect(contractMismatchText(many)).toMatch(/^GET \/rows hat in einer Form geantwortet, die die App nicht erwartet: 0: .*; und 2 weitere Abweichungen$/)
      const four = mismatch('GET /rows', z.array(z.number()), ['a', 'b', 'c', 'd'])
      expect(contractMismatchText(four)).toMatch(/; und 1 weitere Abweichung$/)
    })
  })
})
