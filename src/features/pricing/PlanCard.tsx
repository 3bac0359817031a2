import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BillingPeriod, PricingPlan } from '@/api/contract/pricing'
import { TintedChip } from '@/components/TintedChip'
import { SOFT_TINT } from '@/theme/createAppTheme'
import type { PlanAction } from './planActions'
import { PlanIcon } from './PlanIcon'
import { PlanPrice } from './PlanPrice'

interface PlanCardProps {
  plan: PricingPlan
  billing: BillingPeriod
  /** What the card offers the user (see ./planActions.ts). */
  action: PlanAction
  onChoose: (action: Exclude<PlanAction, 'current'>) => void
}

/** One plan: its picture, name, price for the period shown, what it gives, and what the user can do with it. */
export function PlanCard({ plan, billing, action, onChoose }: PlanCardProps) {
  const { t } = useLingui()
  const titleId = useId()
  const title = plan.title
  const theirs = action === 'current' || action === 'period'
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', border: 2, borderColor: plan.popular ? 'primary.main' : 'transparent' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, minHeight: 24 }}>
          {theirs && <TintedChip color="success" label={t`Current plan`} />}
          {plan.popular && <TintedChip color="primary" label={t`Popular`} />}
        </Box>
        <Box
          sx={(theme) => ({
            mx: 'auto',
            my: 1.5,
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, SOFT_TINT),
          })}
        >
          <PlanIcon name={plan.icon} sx={{ fontSize: 44 }} />
        </Box>
        <Typography variant="h5" component="h2" id={titleId} sx={{ textAlign: 'center', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>{plan.subtitle}</Typography>
        <PlanPrice plan={plan} billing={billing} />
        <Box component="ul" aria-label={t`Included in ${title}`} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, flex: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
          {plan.planBenefits.map((benefit) => (
            <Box key={benefit} component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <CheckCircleOutlined fontSize="small" aria-hidden sx={{ color: 'primary.main', mt: '2px' }} />
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {benefit}
              </Typography>
            </Box>
          ))}
        </Box>
        <PlanButton title={title} billing={billing} action={action} popular={plan.popular} onChoose={onChoose} />
      </CardContent>
    </Card>
  )
}

function PlanButton({ title, billing, action, popular, onChoose }: Pick<PlanCardProps, 'billing' | 'action' | 'onChoose'> & { title: string; popular: boolean }) {
  const { t } = useLingui()
  if (action === 'current') {
    return (
      <Button fullWidth variant="outlined" color="success" disabled>
        <Trans>Your current plan</Trans>
      </Button>
    )
  }
  const variant = action === 'upgrade' || popular ? 'contained' : 'outlined'
  if (action === 'upgrade') {
    // Several cards may offer an upgrade: the plan's name tells their buttons apart.
    return (
      <Button fullWidth variant={variant} aria-label={t`Upgrade to ${title}`} onClick={() => onChoose(action)}>
        <Trans>Upgrade</Trans>
      </Button>
    )
  }
  const label = action === 'switch' ? t`Switch to ${title}` : billing === 'yearly' ? t`Switch to yearly billing` : t`Switch to monthly billing`
  return (
    <Button fullWidth variant={variant} onClick={() => onChoose(action)}>
      {label}
    </Button>
  )
}
