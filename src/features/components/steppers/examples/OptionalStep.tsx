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
  title: msg`Optional step`,
  description: msg`A step that may be skipped, and says so once it was.`,
  order: 3,
}

export default function OptionalStep() {
  const { t } = useLingui()
  const steps = [t`Details`, t`Photo`, t`Publish`]
  const optional = 1
  const [active, setActive] = useState(0)
  const [skipped, setSkipped] = useState(false)
  return (
    <Box>
      <Stepper activeStep={active} alternativeLabel>
        {steps.map((label, index) => (
          <Step key={label} completed={index < active && !(index === optional && skipped)}>
            <StepLabel
              optional={
                index === optional ? (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {skipped && active > optional ? <Trans>Skipped</Trans> : <Trans>Optional</Trans>}
                  </Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" sx={{ mt: 3, mb: 2 }}>
        {active === steps.length ? <Trans>The listing is published.</Trans> : steps[active]}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {active === steps.length ? (
          <Button onClick={() => (setActive(0), setSkipped(false))}>
            <Trans>Start again</Trans>
          </Button>
        ) : (
          <>
            <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
              <Trans>Back</Trans>
            </Button>
            <Box sx={{ flex: 1 }} />
            {active === optional && (
              <Button onClick={() => (setSkipped(true), setActive(active + 1))}>
                <Trans>Skip</Trans>
              </Button>
            )}
            <Button variant="contained" onClick={() => (active === optional && setSkipped(false), setActive(active + 1))}>
              {active === steps.length - 1 ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
            </Button>
          </>
        )}
      </Box>
    </Box>
  )
}
