import type { CardPeriod } from '../periods'
import type { DashboardFormat } from '../useDashboardFormat'

/** How a chart of a period labels its spans: months over a year, days over the shorter periods. */
export const spanDate = (format: DashboardFormat, period: CardPeriod) => (period === 'last-year' ? format.month : format.day)
