import { Trans } from '@lingui/react/macro'
import { SUM_CURRENCY } from '../useDashboardFormat'

/** Under a sum of money: the currency the back end converted the invoices' amounts to (see SUM_CURRENCY). */
export function ConvertedNote() {
  return <Trans>Converted to {SUM_CURRENCY}</Trans>
}

/** Over a list of single amounts (payments, invoices): each is in its own currency, not converted. */
export function OwnCurrencyNote() {
  return <Trans>Each amount in its invoice's currency</Trans>
}
