import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { Controller } from 'react-hook-form'
import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { FormTextField, useSubmit, useZodForm } from '@/components/form'

export const meta: ExampleMeta = { title: msg`Vertical wizard`, description: msg`Each step opens under its label: for narrow places and short flows.`, order: 2 }

export default function VerticalWizard() {
  const { t } = useLingui()
  const schema = useMemo(() => z.object({ plan: z.enum(['basic', 'team', 'enterprise']), workspace: z.string().trim().min(1).min(3) }), [])
  const form = useZodForm(schema, { defaultValues: { plan: 'team', workspace: '' }, mode: 'onTouched' })
  const [active, setActive] = useState(0)
  const plans = { basic: t`Basic`, team: t`Team`, enterprise: t`Enterprise` }
  const { onSubmit, pending } = useSubmit(form, async (values) => values, {
    successMessage: t`The workspace was created`,
    onSuccess: () => {
      form.reset()
      setActive(0)
    },
  })
  const next = async () => {
    if (active === 1 && !(await form.trigger('workspace', { shouldFocus: true }))) {
      // Checked again as it changes from now on, as a field the user has left is.
      form.setValue('workspace', form.getValues('workspace'), { shouldTouch: true })
      return
    }
    setActive((step) => step + 1)
  }
  const nav = (last = false) => (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
      <Button type="button" size="small" variant="outlined" color="secondary" disabled={active === 0} onClick={() => setActive((step) => step - 1)}>
        <Trans>Back</Trans>
      </Button>
      {last ? (
        <Button type="submit" size="small" variant="contained" loading={pending}>
          <Trans>Create</Trans>
        </Button>
      ) : (
        <Button type="button" size="small" variant="contained" onClick={next}>
          <Trans>Next</Trans>
        </Button>
      )}
    </Box>
  )
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Vertical wizard`}>
      <Stepper activeStep={active} orientation="vertical">
        <Step>
          <StepLabel>{t`Plan`}</StepLabel>
          <StepContent>
            <Controller
              control={form.control}
              name="plan"
              render={({ field }) => (
                <RadioGroup {...field} aria-label={t`Plan`}>
                  {Object.entries(plans).map(([value, label]) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
                  ))}
                </RadioGroup>
              )}
            />
            {nav()}
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{t`Workspace`}</StepLabel>
          <StepContent>
            <FormTextField control={form.control} name="workspace" label={t`Workspace name`} size="small" required fullWidth sx={{ mt: 1 }} />
            {nav()}
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{t`Confirm`}</StepLabel>
          <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
            <Typography variant="body2">
              <Trans>
                The workspace “{form.getValues('workspace')}” on the {plans[form.getValues('plan')]} plan.
              </Trans>
            </Typography>
            {nav(true)}
          </StepContent>
        </Step>
      </Stepper>
    </Box>
  )
}
