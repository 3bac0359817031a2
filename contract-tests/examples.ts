import type { OperationExample } from '@/api/contract/openapi'
import { TEST_DAY } from '@/mocks/db/clock'
import { startMockServer } from '@/mocks/server'
import { nameRun, orderedCases } from './cases'
import { credentialsFrom, ServerUnderTest } from './server'

/** Lists and texts in an example are cut to this size: enough to read the shape. */
const EXAMPLE_ITEMS = 3
const EXAMPLE_TEXT = 300

/**
 * One real exchange per endpoint, for the OpenAPI document's examples: the contract suite's valid
 * call of each endpoint, sent to a freshly seeded mock back end, with what it answered.
 */
export async function collectExamples(): Promise<Record<string, OperationExample>> {
  // A fixed day, so the document's examples are the same whatever day it is built.
  const mock = await startMockServer({ port: 0, host: '127.0.0.1', clock: TEST_DAY })
  try {
    const address = mock.address()
    if (address === null || typeof address === 'string') throw new Error('The mock server has no port')
    const server = new ServerUnderTest(`http://127.0.0.1:${address.port}`, credentialsFrom({}))
    nameRun('example')
    const examples: Record<string, OperationExample> = {}
    for (const [name, endpoint, testCase] of orderedCases()) {
      const input = await testCase.valid(server)
      const answer = await server.send(endpoint, input, (await testCase.as?.(server)) ?? 'admin')
      if (answer.status !== endpoint.status) throw new Error(`The seeded mock answered ${endpoint.id} with ${answer.status}`)
      examples[name] = { ...(shortened(input) as object), status: answer.status, answer: shortened(answer.body) }
    }
    return examples
  } finally {
    await new Promise((resolve) => mock.close(resolve))
  }
}

function shortened(value: unknown): unknown {
  if (typeof value === 'string') return value.length > EXAMPLE_TEXT ? `${value.slice(0, EXAMPLE_TEXT)}…` : value
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_ITEMS).map(shortened)
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]))
  return value
}
