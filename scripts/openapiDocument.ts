/*
 * What the OpenAPI document is made from, loaded by Vite's module runner (scripts/openapiPlugin.ts):
 * the contract's generator, and the examples, exchanged with a freshly seeded mock back end while
 * this module loads (the runner closes once it has loaded, so the work is done here, not later).
 */
import { collectExamples } from '../contract-tests/examples'

export { contractOpenApi } from '../src/api/contract/openapi'

export const examples = await collectExamples()
