import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Step states`, description: msg`Done, current, optional and failed steps, with labels under the icons.`, order: 3 }

export default function StepStates() {
  const { t } = useLingui()
  const optional = (
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {t`Optional`}
    </Typography>
  )
  const failed = (
    <Typography variant="caption" color="error">
      {t`Card declined`}
    </Typography>
  )
  return (
    <Stack spacing={4}>
      <Stepper activeStep={1} alternativeLabel>
        <Step completed>
          <StepLabel>{t`Cart`}</StepLabel>
        </Step>
        <Step>
          <StepLabel optional={optional}>{t`Coupon`}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t`Payment`}</StepLabel>
        </Step>
      </Stepper>
      <Stepper activeStep={2} alternativeLabel>
        <Step completed>
          <StepLabel>{t`Cart`}</StepLabel>
        </Step>
        <Step completed>
          <StepLabel>{t`Address`}</StepLabel>
        </Step>
        <Step>
          <StepLabel error optional={failed}>
            {t`Payment`}
          </StepLabel>
        </Step>
      </Stepper>
    </Stack>
  )
}
