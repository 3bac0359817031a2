import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import { useLingui } from '@lingui/react/macro'
import { formatChange } from '@/i18n/figures'
import { TintedChip } from '../TintedChip'
import { TREND_LOOKS, trendBetween, trendOf } from './trend'

export interface ChangeChipProps {
  /** The change against the span before, in percent. */
  value: number
  /**
   * The value before and the latest, when the card has them: from nothing to something has no
   * percentage (the answer says 0), yet it is a rise, and the chip says so.
   */
  between?: { before: number; last: number }
  'data-testid'?: string
}

/**
 * A change against the span before, its colour, arrow and words following its sign as shown: a rise
 * green with ↑ ("+12.5%"), a fall red with ↓ ("-2.5%"), no change grey with no arrow ("No change").
 */
export function ChangeChip({ value, between, 'data-testid': testId }: ChangeChipProps) {
  const { t, i18n } = useLingui()
  const fromNothing = between !== undefined && between.before === 0 && between.last !== 0
  const trend = between ? trendBetween(between.before, between.last, value) : trendOf(value)
  const look = TREND_LOOKS[trend]
  const label = fromNothing ? (trend === 'up' ? t`Up from 0` : t`Down from 0`) : trend === 'flat' ? t`No change` : <bdi dir="ltr">{formatChange(value, i18n.locale)}</bdi>
  return (
    <TintedChip
      color={look.tint}
      icon={look.arrow === 'up' ? <ArrowUpward /> : look.arrow === 'down' ? <ArrowDownward /> : undefined}
      label={label}
      data-trend={trend}
      data-testid={testId}
      sx={{ '& .MuiChip-icon': { fontSize: 14, color: 'inherit' } }}
    />
  )
}
