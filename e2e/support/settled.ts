import { expect, type Page } from '@playwright/test'

/**
 * Resolves once every finite animation and transition in the page has finished (an entering
 * fade, a theme change's colour transition), looking again after each round because one ending
 * may start the next. Endless ones (spinners, skeleton pulses) are left alone. A wait on the page's
 * own state, not on the clock: axe measures contrast on a half-faded element wrongly.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round++) {
      // getAnimations() flushes pending style changes first, so transitions about to start are included.
      const running = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end)
      })
      if (running.length === 0) return
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
}

/**
 * Resolves once every chart of the page is drawn: a chart's code loads on demand, a placeholder of
 * its size in between (src/components/charts/lazyChart.tsx). Axe reads a ring's middle figure over
 * that placeholder's grey, not over the card, and the page is not what a reader sees for long.
 */
export async function chartsDrawn(page: Page): Promise<void> {
  await expect(page.getByTestId('chart-loading')).toHaveCount(0)
}
