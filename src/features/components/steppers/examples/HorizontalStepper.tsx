import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Horizontal`,
  description: msg`The steps side by side, with Back and Next under them.`,
  order: 1,
  wide: true,
}

export default function HorizontalStepper() {
  const { t } = useLingui()
  const steps = [t`Choose a plan`, t`Add the team`, t`Invite people`]
  const [active, setActive] = useState(0)
  const done = active === steps.length
  return (
    <Box>
      {/* Below sm the labels go under their numbers: three labels fit a phone's width. */}
      <Stepper activeStep={active} alternativeLabel>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" sx={{ mt: 3, mb: 2 }}>
        {done ? <Trans>All steps are complete.</Trans> : steps[active]}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {done ? (
          <Button onClick={() => setActive(0)}>
            <Trans>Start again</Trans>
          </Button>
        ) : (
          <>
            <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
              <Trans>Back</Trans>
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button variant="contained" onClick={() => setActive(active + 1)}>
              {active === steps.length - 1 ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
            </Button>
          </>
        )}
      </Box>
    </Box>
  )
}
