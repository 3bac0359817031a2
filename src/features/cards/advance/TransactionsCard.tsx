import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { signTint } from '@/components/charts/trend'
import type { Tint } from '@/components/InitialsAvatar'
import { TintedIcon } from '@/components/TintedIcon'
import { DemoCard } from '../DemoCard'
import { formatDollars } from '../format'

interface Transaction {
  id: number
  method: MessageDescriptor
  what: MessageDescriptor
  /** US dollars (the demo cards' one currency, see formatDollars); negative for money spent. */
  amount: number
  tint: Tint
  icon: ReactNode
}

const TRANSACTIONS: readonly Transaction[] = [
  { id: 1, method: msg`Wallet`, what: msg`Coffee`, amount: -74, tint: 'primary', icon: <AccountBalanceWalletOutlined /> },
  { id: 2, method: msg`Bank transfer`, what: msg`Salary`, amount: 4820, tint: 'success', icon: <AccountBalanceOutlined /> },
  { id: 3, method: msg`Credit card`, what: msg`Online shopping`, amount: -1050, tint: 'error', icon: <ShoppingCartOutlined /> },
  { id: 4, method: msg`Cash`, what: msg`Refund`, amount: 98, tint: 'info', icon: <PaymentsOutlined /> },
  { id: 5, method: msg`Credit card`, what: msg`Ordered food`, amount: -23, tint: 'warning', icon: <CreditCardOutlined /> },
]

type Filter = 'all' | 'income' | 'expenses'

const shown: Record<Filter, (amount: number) => boolean> = {
  all: () => true,
  income: (amount) => amount > 0,
  expenses: (amount) => amount < 0,
}

/** Recent transactions, money in and out, with a filter on the direction. */
export function TransactionsCard() {
  const { t, i18n } = useLingui()
  const [filter, setFilter] = useState<Filter>('all')
  return (
    <DemoCard title={<Trans>Transactions</Trans>} data-testid="card-transactions">
      <ToggleButtonGroup exclusive size="small" fullWidth value={filter} onChange={(_event, next: Filter | null) => next && setFilter(next)} aria-label={t`Show transactions`} sx={{ mb: 1 }}>
        <ToggleButton value="all">
          <Trans>All</Trans>
        </ToggleButton>
        <ToggleButton value="income">
          <Trans>Income</Trans>
        </ToggleButton>
        <ToggleButton value="expenses">
          <Trans>Expenses</Trans>
        </ToggleButton>
      </ToggleButtonGroup>
      <List disablePadding>
        {TRANSACTIONS.filter(({ amount }) => shown[filter](amount)).map(({ id, method, what, amount, tint, icon }) => (
          <ListItem key={id} disableGutters sx={{ gap: 2 }} data-testid="transaction">
            <TintedIcon tint={tint} size={38} shape="rounded">{icon}</TintedIcon>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {i18n._(method)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {i18n._(what)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 500, color: `${signTint(amount)}.main` }}>
              {formatDollars(amount)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </DemoCard>
  )
}
