import { useId } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { Trans } from '@lingui/react/macro'
import { TintedAlert } from '../components/TintedAlert'

export interface DemoAccount {
  role: 'admin' | 'client'
  email: string
  password: string
}

/** The two accounts the mock back end is seeded with (see docs/demo-accounts.md); public on purpose. */
export const demoAccounts: DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
]

/**
 * Tells a visitor how to get in, and fills the form with one click. Drawn as an alert but a note
 * (`role="note"`, named by its caption): it is there from the start and says nothing urgent, so a
 * screen reader does not announce it on every load.
 */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const captionId = useId()
  return (
    <TintedAlert icon={false} role="note" aria-labelledby={captionId} sx={{ mb: 3 }}>
      <Typography id={captionId} variant="body2" sx={{ fontWeight: 500, mb: 0.75 }}>
        <Trans>Demo accounts (click one to fill the form)</Trans>
      </Typography>
      {demoAccounts.map((account) => (
        <ButtonBase
          key={account.role}
          onClick={() => onPick(account)}
          data-testid={`demo-account-${account.role}`}
          sx={(th) => ({
            display: 'flex',
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1,
            px: 1,
            py: 0.5,
            mx: -1,
            borderRadius: 1,
            typography: 'body2',
            color: 'inherit',
            '&:hover, &.Mui-focusVisible': { backgroundColor: alpha(th.palette.info.main, 0.12) },
          })}
        >
          <Box component="span" sx={{ minWidth: 48, fontWeight: 600, textTransform: 'capitalize' }}>
            {account.role === 'admin' ? <Trans>Admin</Trans> : <Trans>Client</Trans>}
          </Box>
          <Box component="span">
            {account.email} / {account.password}
          </Box>
        </ButtonBase>
      ))}
    </TintedAlert>
  )
}
