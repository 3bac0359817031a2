import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Vertical`,
  description: msg`Each step opens under its label: room for longer content.`,
  order: 2,
}

export default function VerticalStepper() {
  const { t } = useLingui()
  const steps = [
    {
      label: t`Create a campaign`,
      text: t`Give the campaign a name and pick the audience it is for.`,
    },
    {
      label: t`Create an ad group`,
      text: t`An ad group holds ads that share a budget and a target.`,
    },
    {
      label: t`Create an ad`,
      text: t`Write a headline and a short text, and choose an image.`,
    },
  ]
  const [active, setActive] = useState(0)
  return (
    <Box>
      <Stepper activeStep={active} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.text}
              </Typography>
              <Box sx={{ mt: 1.5, display: 'flex', gap: 1 }}>
                <Button variant="contained" size="small" onClick={() => setActive(index + 1)}>
                  {index === steps.length - 1 ? <Trans>Finish</Trans> : <Trans>Continue</Trans>}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActive(index - 1)}>
                  <Trans>Back</Trans>
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {active === steps.length && (
        <Box sx={{ mt: 2 }}>
          <Typography role="status">
            <Trans>The campaign is ready.</Trans>
          </Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={() => setActive(0)}>
            <Trans>Start again</Trans>
          </Button>
        </Box>
      )}
    </Box>
  )
}
