import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { BillingPeriod, PricingPlan } from '@/api/contract/pricing'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { showToast } from '@/components/toast'
import { useChoosePlan } from './mutations'
import { isFree, monthlyRate, type PlanAction } from './planActions'
import { formatPrice } from './price'

export interface PlanRequest {
  plan: PricingPlan
  billing: BillingPeriod
  action: Exclude<PlanAction, 'current'>
}

interface ChoosePlanDialogProps {
  /** The plan asked for; null keeps the dialog closed. */
  request: PlanRequest | null
  onClose: () => void
}

/** Asks before changing the user's plan, saying what it will cost; once saved, a toast says what they are on now. */
export function ChoosePlanDialog({ request, onClose }: ChoosePlanDialogProps) {
  const wordsOf = useDialogWords()
  const choose = useChoosePlan()
  // The words of the last request stay while the dialog closes, so it does not go blank as it fades.
  const [shown, setShown] = useState<PlanRequest | null>(request)
  if (request !== null && request !== shown) setShown(request)
  const words = shown && wordsOf(shown)

  const confirm = () => {
    if (!request) return
    const { plan, billing } = request
    choose.mutate(
      { planId: plan.id, billingPeriod: billing },
      {
        onSuccess: () => {
          showToast(wordsOf(request).done, { variant: 'success' })
          onClose()
        },
      },
    )
  }

  return (
    <ConfirmDialog
      open={request !== null}
      title={words?.title ?? ''}
      text={words?.text ?? ''}
      confirmLabel={words?.confirm ?? ''}
      pending={choose.isPending}
      onConfirm={confirm}
      onClose={() => {
        if (!choose.isPending) onClose()
      }}
    />
  )
}

/** What the dialog says of a request: its question, what it costs, its button, and the toast once done. */
function useDialogWords() {
  const { t } = useLingui()
  return ({ plan, billing, action }: PlanRequest) => {
    const title = plan.title
    const price = formatPrice(monthlyRate(plan, billing))
    const yearPrice = formatPrice(plan.yearlyPlan.totalAnnual)
    const yearly = billing === 'yearly'
    const free = isFree(plan)
    const question = {
      upgrade: t`Upgrade to ${title}?`,
      switch: t`Switch to ${title}?`,
      period: yearly ? t`Pay for ${title} yearly?` : t`Pay for ${title} monthly?`,
    }
    const confirm = { upgrade: t`Upgrade`, switch: t`Switch plan`, period: t`Change billing` }
    return {
      title: question[action],
      text: free
        ? t`${title} is free: nothing more will be charged. Forms beyond its limits are paused until you upgrade again.`
        : yearly
          ? t`You will pay ${price} a month, billed as ${yearPrice} once a year.`
          : t`You will pay ${price} a month, billed every month.`,
      confirm: confirm[action],
      done: free ? t`You are now on ${title}.` : yearly ? t`You are now on ${title}, billed yearly.` : t`You are now on ${title}, billed monthly.`,
    }
  }
}
