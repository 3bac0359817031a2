import { createMongoAbility } from '@casl/ability'
import type { z } from 'zod'
import type { Endpoint } from '@/api/contract/endpoint'
import type { CallInput } from '@/api/http'
import { badInputFor } from './badInput'
import type { Case } from './cases'
import { schemaMismatches, shown, type Mismatch } from './mismatch'
import type { Answer, Caller, ServerUnderTest } from './server'

/**
 * Everything the suite asks of one endpoint, over HTTP, and where the server's answers differ from
 * the contract (an empty list: none):
 * - without a token, 401 (protected calls);
 * - as the client role, 403 where its abilities (read ACL and Auth) miss the call's, else success;
 * - valid input, the success status and an answer the response schema accepts;
 * - one field broken, 400 with field errors naming it;
 * - an unknown id, 404 (where the contract declares one).
 * The refused calls come first, so they cannot change what the valid call finds.
 */
export async function checkEndpoint(endpoint: Endpoint, testCase: Case<Endpoint>, server: ServerUnderTest): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = []
  const expectAnswer = async (check: string, input: CallInput, as: Caller, status: number, schema: z.ZodType | undefined) => {
    const answer = await server.send(endpoint, input, as)
    mismatches.push(...answerMismatches(endpoint.id, check, answer, status, schema))
    return answer
  }

  const valid = (await testCase.valid(server)) as CallInput

  if (endpoint.ability) {
    await expectAnswer('no token', valid, null, 401, endpoint.errors[401])
    const { userData } = await server.session('client')
    if (createMongoAbility(userData.ability).can(endpoint.ability.action, endpoint.ability.subject)) {
      await expectAnswer('as the client role, which may', valid, 'client', endpoint.status, endpoint.response)
    } else {
      await expectAnswer('as the client role, which may not', valid, 'client', 403, endpoint.errors[403])
    }
  }

  const caller = (await testCase.as?.(server)) ?? 'admin'
  await expectAnswer('valid input', valid, caller, endpoint.status, endpoint.response)

  const bad = badInputFor(endpoint, valid)
  if (bad) {
    const answer = await expectAnswer(`bad ${bad.field || 'body'}`, bad.input, caller, 400, endpoint.errors[400])
    if (answer.status === 400 && bad.field && !namesField(answer.body, bad.field)) {
      mismatches.push({ endpoint: endpoint.id, check: `bad ${bad.field}`, path: 'error', expected: `an error for "${bad.field}"`, received: shown(answer.body) })
    }
  }

  if (endpoint.errors[404]) {
    if (!testCase.unknown) throw new Error(`${endpoint.id} may answer 404: its case in contract-tests/cases.ts needs \`unknown\` input`)
    await expectAnswer('unknown id', (await testCase.unknown(server)) as CallInput, caller, 404, endpoint.errors[404])
  }
  return mismatches
}

/** How one answer differs from the expected status and body schema. */
export function answerMismatches(endpoint: string, check: string, answer: Answer, status: number, schema: z.ZodType | undefined): Mismatch[] {
  if (answer.status !== status) return [{ endpoint, check, path: 'status', expected: String(status), received: `${answer.status} ${shown(answer.body)}` }]
  if (!schema) return []
  const parsed = schema.safeParse(answer.body)
  return parsed.success ? [] : schemaMismatches(endpoint, check, answer.body, parsed.error.issues)
}

/** Whether a 400's `{ error: { field: [...] } }` names the field (or a path inside it, `to.0.email`). */
function namesField(body: unknown, field: string): boolean {
  const errors = (body as { error?: unknown } | undefined)?.error
  if (typeof errors !== 'object' || errors === null) return false
  return Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))
}
