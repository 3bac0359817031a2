import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentMethod } from '@/api/contract/invoices'
import type { Tint } from '@/components/InitialsAvatar'
import { QueryCard } from '@/components/QueryCard'
import { StateMessage } from '@/components/StateMessage'
import { TintedIcon } from '@/components/TintedIcon'
import { formatMoney } from '@/lib/money'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'
import { latestPayments } from './latestPayments'
import { OwnCurrencyNote } from './sumNotes'

const METHODS: Record<PaymentMethod, { label: MessageDescriptor; icon: ReactNode; tint: Tint }> = {
  'Bank Transfer': { label: msg`Bank Transfer`, icon: <AccountBalanceOutlined />, tint: 'primary' },
  'Credit Card': { label: msg`Credit Card`, icon: <CreditCardOutlined />, tint: 'info' },
  Cash: { label: msg`Cash`, icon: <PaymentsOutlined />, tint: 'success' },
  PayPal: { label: msg`PayPal`, icon: <AccountBalanceWalletOutlined />, tint: 'warning' },
}

/**
 * The latest payments received, from the invoices (the same answer as the recent invoices' table,
 * which carries every invoice): how each was paid, by whom, when and how much.
 */
export function TransactionsCard() {
  const { t, i18n } = useLingui()
  const format = useDashboardFormat()
  return (
    <QueryCard title={t`Transactions`} subheader={<OwnCurrencyNote />} query={dashboardQueries.recentInvoices()} skeleton={<Skeleton variant="rounded" height={320} />} data-testid="card-transactions">
      {({ allData }) => {
        // Asked with allData (the query leaves the flag at its default): every invoice, for their payments.
        const latest = latestPayments(allData ?? [])
        if (latest.length === 0) return <StateMessage kind="empty" size="small" title={<Trans>No payments yet</Trans>} text={<Trans>Payments added to invoices show here.</Trans>} />
        return (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {latest.map(({ payment, invoice }) => {
              const method = METHODS[payment.method]
              return (
                <Box component="li" key={`${invoice.id}-${payment.id}`} data-testid="transaction" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <TintedIcon tint={method.tint} size={40} shape="rounded">
                    {method.icon}
                  </TintedIcon>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {/* Lines that wrap rather than end in an ellipsis: wider letter and word spacing (WCAG 1.4.12) loses nothing. */}
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {i18n._(method.label)}
                    </Typography>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {invoice.client.name} · {format.fullDay(payment.date)}
                    </Typography>
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main', whiteSpace: 'nowrap' }}>
                    <bdi dir="ltr">+{formatMoney(payment.amount, invoice.currency, i18n.locale)}</bdi>
                  </Typography>
                </Box>
              )
            })}
          </Box>
        )
      }}
    </QueryCard>
  )
}
