/** A readable problem with the build in `dist`, or null when it is there and newer than its sources. */
export function buildProblem(dist: string, command: string): string | null
