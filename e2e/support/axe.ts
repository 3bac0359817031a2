import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import type axeCore from 'axe-core'

/** axe-core's own build, as its package ships it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeScan {
  /** The part of the page to read (a CSS selector); the whole page without it. */
  include?: string
  /** axe's tags ('wcag2aa' …): every rule of them. */
  tags?: string[]
  /** Or these rules only ('color-contrast' …). */
  rules?: string[]
}

/** What axe found wrong: each rule it broke, with the elements (`nodes[].target`) that break it. */
export type AxeViolations = AxeResults['violations']

/**
 * axe's findings over the page, or the part `include` selects, for the rules of `tags` or `rules`.
 * axe-core goes into the page once per document, and a walk that reaches its pages by the app's
 * links (one document) reads them all with it. @axe-core/playwright's AxeBuilder put its half
 * megabyte into the page again at every run: 0.4-0.7 s a run against 0.13-0.17 s so (the axe walks
 * make some two hundred). The app has no frames, so axe reads this document only.
 *
 *   expect(await axeScan(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([])
 */
export async function axeScan(page: Page, { include, tags, rules }: AxeScan): Promise<AxeViolations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = {
    runOnly: tags ? { type: 'tag', values: tags } : { type: 'rule', values: rules ?? [] },
    resultTypes: ['violations'],
    iframes: false,
  }
  return page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof axeCore }
      return (await axe.run(include ? { include: [include] } : document, options)).violations
    },
    { include, options },
  )
}

/** Each violation as a line a failing test prints: the rule, its impact and help, then each element it found. */
export function described(violations: AxeViolations): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
}
