import { testSlowdown } from '../../scripts/machineSpeed.mjs'

/**
 * A time limit given in the budget machine's milliseconds, as this machine needs it (scripts/machineSpeed.mjs):
 * Playwright's own limits are scaled in playwright.config.ts; a test's own limit goes through this.
 */
export const machineMs = (ms: number): number => Math.round(ms * testSlowdown())
