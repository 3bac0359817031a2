import { shownChange } from '@/i18n/figures'
import type { Tint } from '../InitialsAvatar'

/** Which way a change went, as it is shown: a change that rounds to 0% went neither way. */
export type Trend = 'up' | 'down' | 'flat'

/** The trend of a change in percent, judged on the figure the reader sees (so "0%" is never drawn as a rise). */
export function trendOf(percent: number): Trend {
  const shown = shownChange(percent)
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat'
}

/**
 * The trend of a value against the one before it, where the percentage says too little: from
 * nothing to something is a rise however large (its percentage has no value), back to nothing a fall.
 */
export function trendBetween(before: number, last: number, percent: number): Trend {
  if (before === 0) return last > 0 ? 'up' : last < 0 ? 'down' : 'flat'
  return trendOf(percent)
}

/**
 * How a trend looks wherever a change is drawn: a rise green with an up arrow, a fall red with a
 * down arrow, no change grey without an arrow. Words and colour never disagree with the sign.
 */
export const TREND_LOOKS: Record<Trend, { tint: Tint; arrow: 'up' | 'down' | null }> = {
  up: { tint: 'success', arrow: 'up' },
  down: { tint: 'error', arrow: 'down' },
  flat: { tint: 'secondary', arrow: null },
}

/** The colour of a signed amount (money in, money out): green above zero, red below, neutral at zero. */
export const signTint = (value: number): Tint => TREND_LOOKS[value > 0 ? 'up' : value < 0 ? 'down' : 'flat'].tint
