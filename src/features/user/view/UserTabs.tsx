import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import MailOutlined from '@mui/icons-material/MailOutlined'
import PhoneOutlined from '@mui/icons-material/PhoneOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { USER_PLANS } from '@/api/contract/userValues'
import type { User } from '@/api/contract/users'
import { TintedChip } from '@/components/TintedChip'
import { formatNumber } from '@/i18n/format'
import { safeUrl } from '@/lib/safeUrl'
import { planLook } from '../shared/userLabels'
import { PLAN_OFFERS } from './plans'

type TabName = 'account' | 'billing'

/**
 * What the data tells beyond the card: how to reach the user (Account) and the plans next to theirs
 * (Billing). The users app keeps no activity, security or notification data, so it shows no such tab.
 */
export function UserTabs({ user }: { user: User }) {
  const { t } = useLingui()
  const id = useId()
  const [tab, setTab] = useState<TabName>('account')
  return (
    <Card>
      <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={t`User details`} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="account" label={t`Account`} id={`${id}-account`} aria-controls={`${id}-account-panel`} />
        <Tab value="billing" label={t`Billing`} id={`${id}-billing`} aria-controls={`${id}-billing-panel`} />
      </Tabs>
      {/* Both panels are in the page (the hidden one too), so every tab's aria-controls names an element. */}
      <CardContent role="tabpanel" id={`${id}-account-panel`} aria-labelledby={`${id}-account`} hidden={tab !== 'account'}>
        <AccountPanel user={user} />
      </CardContent>
      <CardContent role="tabpanel" id={`${id}-billing-panel`} aria-labelledby={`${id}-billing`} hidden={tab !== 'billing'}>
        <BillingPanel user={user} />
      </CardContent>
    </Card>
  )
}

function AccountPanel({ user }: { user: User }) {
  const { company, country } = user
  const mailLink = safeUrl(`mailto:${user.email}`)
  // The number as dialled: digits and a leading +; none when the contact holds no number.
  const phoneLink = user.contact ? safeUrl(`tel:${user.contact.replace(/[^\d+]/g, '')}`) : undefined
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        <Trans>Contact</Trans>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {company && country ? (
          <Trans>
            Works at {company}, {country}.
          </Trans>
        ) : (
          <Trans>No company or country is known for this user.</Trans>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {mailLink && (
          <Button variant="outlined" startIcon={<MailOutlined />} href={mailLink}>
            <bdi>{user.email}</bdi>
          </Button>
        )}
        {phoneLink && (
          <Button variant="outlined" startIcon={<PhoneOutlined />} href={phoneLink}>
            <bdi>{user.contact}</bdi>
          </Button>
        )}
      </Box>
    </>
  )
}

function BillingPanel({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  return (
    <Table size="small" aria-label={t`Plans`}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Plan</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Per month</Trans>
          </TableCell>
          <TableCell>
            <Trans>Includes</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {USER_PLANS.map((plan) => {
          const look = planLook(plan)
          const offer = PLAN_OFFERS[plan]
          return (
            <TableRow key={plan} selected={plan === user.currentPlan}>
              <TableCell>
                {i18n._(look.label)}
                {plan === user.currentPlan && <TintedChip color={look.tint} label={<Trans>Current plan</Trans>} sx={{ marginInlineStart: 1 }} />}
              </TableCell>
              <TableCell align="right">{formatNumber(offer.price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}</TableCell>
              <TableCell>{offer.features.map((feature) => i18n._(feature)).join(' · ')}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
