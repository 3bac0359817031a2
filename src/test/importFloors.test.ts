// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The floors of eslint.config.js (lib -> i18n -> registry -> theme -> api -> auth -> components ->
 * features -> layout -> routes -> app) hold only if the rule bites: these lint a line of code as if it were in
 * a file of each floor, and expect an import from a floor above to fail and one from below to pass.
 */
const eslint = new ESLint()

async function importErrors(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}'\nexport const y = x\n`, { filePath })
  // ESLint's message: "'@/x' import is restricted from being used by a pattern. <the rule's own words>".
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message.replace(/^.* by a pattern\. /, ''))
}

describe('the import floors', () => {
  it('refuse an import from a floor above', async () => {
    expect(await importErrors('src/lib/upward.ts', '@/components/toast')).toEqual(['This layer may not import from src/components.'])
    expect(await importErrors('src/lib/upward.ts', '@/api/queryClient')).toEqual(['This layer may not import from src/api.'])
    expect(await importErrors('src/i18n/upward.ts', '@/theme/settingsStore')).toEqual(['This layer may not import from src/theme.'])
    expect(await importErrors('src/registry/upward.ts', '@/api/contract/search')).toEqual(['This layer may not import from src/api.'])
    expect(await importErrors('src/api/upward.ts', '@/auth/session')).toEqual(['This layer may not import from src/auth.'])
    expect(await importErrors('src/components/upward.tsx', '@/features/user/queries')).toEqual(['This layer may not import from src/features.'])
    expect(await importErrors('src/features/user/upward.tsx', '@/layout/MainLayout')).toEqual(['This layer may not import from src/layout.'])
    expect(await importErrors('src/routes/upward.tsx', '@/app/router')).toEqual(['This layer may not import from src/app.'])
  }, 30_000)

  it('let a floor import from its own and those below', async () => {
    expect(await importErrors('src/theme/down.ts', '@/i18n/languages')).toEqual([])
    expect(await importErrors('src/api/down.ts', '@/lib/whenIdle')).toEqual([])
    expect(await importErrors('src/components/down.tsx', '@/api/queryClient')).toEqual([])
    expect(await importErrors('src/layout/down.tsx', '@/features/search/SearchButton')).toEqual([])
  }, 30_000)
})
