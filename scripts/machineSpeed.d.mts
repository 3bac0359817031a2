// Types for scripts/machineSpeed.mjs, which npm test and the Playwright configs both use.
export const REFERENCE_MS: number
export function measureWorkloadMs(runs?: number): number
export function measureSlowdown(): number
export function testSlowdown(): number
