import Card from '@mui/material/Card'
import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import Stepper from '@mui/material/Stepper'
import { useLingui } from '@lingui/react/macro'
import { CHECKOUT_STEPS, type CheckoutStep } from './search'

interface CheckoutStepperProps {
  step: CheckoutStep
  /** Whether a step may be opened now (its earlier steps have what it needs). */
  reachable: (step: CheckoutStep) => boolean
  onStep: (step: CheckoutStep) => void
}

/**
 * The three steps in a row: done ones ticked, the current one selected, and any that may be opened
 * as buttons, so a user goes back (or on again) from here as with the browser's Back.
 */
export function CheckoutStepper({ step, reachable, onStep }: CheckoutStepperProps) {
  const { t } = useLingui()
  const labels: Record<CheckoutStep, string> = { cart: t`Cart`, address: t`Address`, payment: t`Payment` }
  const active = CHECKOUT_STEPS.indexOf(step)
  return (
    // The step buttons reach 16 px past their step on either side (MUI's StepButton): the card's padding keeps them inside it.
    <Card component="nav" aria-label={t`Checkout steps`} sx={{ mb: 3, px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      {/* MUI makes a stepper of buttons a tab list: the current step is the selected tab, the arrow keys move between steps. */}
      <Stepper nonLinear activeStep={active} alternativeLabel>
        {CHECKOUT_STEPS.map((each, index) => (
          <Step key={each} completed={index < active}>
            <StepButton onClick={() => onStep(each)} disabled={each !== step && !reachable(each)}>
              {labels[each]}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Card>
  )
}
