// Types for scripts/chromium.mjs, which plain Node scripts and the TypeScript configs both use.
export function findChromium(): { executablePath?: string; source: string }
export const chromiumArgs: string[]
