import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import Check from '@mui/icons-material/Check'
import { Trans, useLingui } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import { TintedChip } from '@/components/TintedChip'
import { formatNumber } from '@/i18n/format'
import { planLook } from '../shared/userLabels'
import { PlanDialog } from './PlanDialog'
import { PLAN_OFFERS } from './plans'

/** The plan box: the user's plan, its price and what it gives, and a way to change it. */
export function PlanCard({ user }: { user: User }) {
  const { i18n } = useLingui()
  const [changing, setChanging] = useState(false)
  const offer = PLAN_OFFERS[user.currentPlan]
  const look = planLook(user.currentPlan)
  return (
    <Card data-testid="user-plan" sx={{ mt: 3, borderTop: 3, borderColor: `${look.tint}.main` }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Box>
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              <Trans>Current plan</Trans>
            </Typography>
            <TintedChip color={look.tint} label={i18n._(look.label)} />
          </Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
            {formatNumber(offer.price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {' '}
              <Trans>/ month</Trans>
            </Typography>
          </Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {offer.features.map((feature) => (
            <Typography key={feature.id} component="li" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Check fontSize="small" color="success" />
              {i18n._(feature)}
            </Typography>
          ))}
        </Box>
        <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={() => setChanging(true)}>
          <Trans>Upgrade plan</Trans>
        </Button>
      </CardContent>
      <PlanDialog user={user} open={changing} onClose={() => setChanging(false)} />
    </Card>
  )
}
