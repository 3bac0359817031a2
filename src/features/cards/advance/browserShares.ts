import type { Tint } from '@/components/InitialsAvatar'

/** The demo's visits this month, by browser, most used first. */
export const BROWSER_VISITS: readonly { name: string; visits: number; tint: Tint }[] = [
  { name: 'Google Chrome', visits: 6_482, tint: 'primary' },
  { name: 'Apple Safari', visits: 2_195, tint: 'success' },
  { name: 'Microsoft Edge', visits: 618, tint: 'error' },
  { name: 'Mozilla Firefox', visits: 437, tint: 'info' },
  { name: 'Opera Mini', visits: 164, tint: 'warning' },
  { name: 'Brave', visits: 104, tint: 'secondary' },
]

/**
 * Each browser's share of all the visits, in percent to one decimal. The shares are parts of one
 * whole, so they add up to 100 (give or take the rounding of each to one decimal).
 */
export function browserShares(browsers = BROWSER_VISITS) {
  const total = browsers.reduce((sum, browser) => sum + browser.visits, 0)
  return browsers.map((browser) => ({ ...browser, share: total === 0 ? 0 : Math.round((browser.visits / total) * 1000) / 10 }))
}
