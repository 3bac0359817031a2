import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CARD_PERIODS, DEFAULT_CARD_PERIOD, PERIOD_CARDS, type PeriodCardName } from '@/api/contract/cardValues'
import { oneOf, type Reader } from '@/lib/readers'
import { urlSearch, type SearchNavigate } from '@/lib/urlSearch'
// Type-only: erased from the build, so the routes' entry code stays free of zod.
import type { CardPeriod } from '@/api/contract/cards'

/*
 * The period each card with a period menu shows, kept in the address (`/?revenue-report=last-year`):
 * a reload, a shared link and Back keep it. Routes import this file, whose code lands in the entry
 * chunk: it holds the value lists and the readers, and nothing heavier.
 */

export type { CardPeriod }
export type CardPeriods = Partial<Record<PeriodCardName, CardPeriod>>

// The default period reads as no period: a card without one shows the default, so the address has one way to say it.
const readPeriod = oneOf(
  CARD_PERIODS.filter((period) => period !== DEFAULT_CARD_PERIOD),
  undefined,
)
const periodReaders = Object.fromEntries(PERIOD_CARDS.map((name) => [name, readPeriod])) as Record<PeriodCardName, Reader<CardPeriod | undefined>>

/**
 * A dashboard route's search: spread `.route` into the route (`validateSearch`, the middleware); its
 * loader reads it with `read`. A period it does not know is left out (the card shows its default). A change
 * replaces the address (a period is a view of the page, not a page to go Back to) and keeps the scroll.
 */
export const cardPeriodSearch = urlSearch(periodReaders, { navigation: { replace: true, resetScroll: false } })

/** The search after choosing `period` on the card `name`; the default period leaves the address clean. */
export function withCardPeriod(search: CardPeriods, name: PeriodCardName, period: CardPeriod): CardPeriods {
  return cardPeriodSearch.apply(search, { [name]: period } as CardPeriods)
}

/** The analytics periods (src/api/contract/cardValues.ts), as the period menu says them. */
export const PERIOD_LABELS: Record<CardPeriod, MessageDescriptor> = {
  'last-28-days': msg`Last 28 Days`,
  'last-month': msg`Last Month`,
  'last-year': msg`Last Year`,
}

/** What a card with a period menu gets from its screen. */
export interface PeriodProps {
  period?: CardPeriod
  onPeriodChange: (period: CardPeriod) => void
}

/** What a dashboard screen gets from its route: the periods in the address, and a way to change one. */
export interface DashboardScreenProps {
  periods: CardPeriods
  onPeriodChange: (name: PeriodCardName, period: CardPeriod) => void
}

/** The props of the card `name` on a dashboard screen. */
export const periodPropsOf =
  ({ periods, onPeriodChange }: DashboardScreenProps) =>
  (name: PeriodCardName): PeriodProps => ({ period: periods[name], onPeriodChange: (period) => onPeriodChange(name, period) })

/**
 * A dashboard screen's `onPeriodChange`, from its route's own navigate: `periodNavigator(Route.useNavigate())`.
 * It replaces the address (a period is a view of the page, not a page to go Back to) and keeps the scroll.
 */
export const periodNavigator = (navigate: SearchNavigate<CardPeriods>): DashboardScreenProps['onPeriodChange'] => {
  const change = cardPeriodSearch.navigator(navigate)
  return (name, period) => change({ [name]: period } as CardPeriods)
}
