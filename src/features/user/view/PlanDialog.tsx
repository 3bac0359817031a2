import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { Trans, useLingui } from '@lingui/react/macro'
import type { User, UserPlan } from '@/api/contract/users'
import { formatNumber } from '@/i18n/format'
import { PLANS, planLook } from '../shared/userLabels'
import { PLAN_OFFERS } from './plans'
import { useSaveUser } from './useSaveUser'

/** Picks another plan for the user and saves it. */
export function PlanDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { save, isPending } = useSaveUser()
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan)
  // Each opening starts from the user's plan as it is now.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setPlan(user.currentPlan)
  }
  const { fullName } = user
  const price = (value: UserPlan) => formatNumber(PLAN_OFFERS[value].price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const confirm = () => {
    const planName = i18n._(planLook(plan).label)
    save({ id: user.id, currentPlan: plan }, t`${fullName} is now on the ${planName} plan`, onClose)
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <Trans>Choose a plan</Trans>
      </DialogTitle>
      <DialogContent>
        <RadioGroup aria-labelledby={titleId} value={plan} onChange={(event) => setPlan(event.target.value as UserPlan)}>
          {PLANS.map(({ value, label }) => {
            const planName = i18n._(label)
            const amount = price(value)
            return <FormControlLabel key={value} value={value} control={<Radio />} label={t`${planName} · ${amount} / month`} />
          })}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" loading={isPending} disabled={plan === user.currentPlan} onClick={confirm}>
          <Trans>Change plan</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  )
}
