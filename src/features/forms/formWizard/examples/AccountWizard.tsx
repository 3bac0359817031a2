import { useMemo, useState, type FormEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { FormTextField, PasswordField, useSubmit, useZodForm } from '@/components/form'

export const meta: ExampleMeta = {
  title: msg`Account wizard`,
  description: msg`Four steps, each checked before the next opens; going back keeps what was typed. Vertical on a phone.`,
  order: 1,
  wide: true,
}

const STEPS = ['account', 'personal', 'address', 'review'] as const
type StepName = (typeof STEPS)[number]

/** The fields each step checks before the next one opens (the review checks them all on submit). */
const FIELDS_OF = {
  account: ['username', 'email', 'password'],
  personal: ['firstName', 'lastName', 'phone'],
  address: ['street', 'city', 'postcode', 'country'],
  review: [],
} as const satisfies Record<StepName, readonly string[]>

export default function AccountWizard() {
  const { t } = useLingui()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  // One form for every step: a step's fields keep their values while another step shows.
  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1).min(3),
        email: z.string().trim().min(1).pipe(z.email()),
        password: z.string().min(1).min(8),
        firstName: z.string().trim().min(1),
        lastName: z.string().trim().min(1),
        phone: z.string().trim(),
        street: z.string().trim().min(1),
        city: z.string().trim().min(1),
        postcode: z.string().trim().min(1),
        country: z.string().min(1),
      }),
    [],
  )
  const empty = { username: '', email: '', password: '', firstName: '', lastName: '', phone: '', street: '', city: '', postcode: '', country: '' }
  const form = useZodForm(schema, { defaultValues: empty, mode: 'onTouched' })
  const [active, setActive] = useState(0)
  const { onSubmit, pending } = useSubmit(form, async (values) => values, {
    successMessage: t`The account was created`,
    onSuccess: () => {
      form.reset(empty)
      setActive(0)
    },
  })

  const labels: Record<StepName, string> = { account: t`Account`, personal: t`Personal`, address: t`Address`, review: t`Review` }
  const countries: Record<string, string> = { pt: t`Portugal`, fr: t`France`, de: t`Germany`, us: t`United States` }

  const next = async () => {
    const fields = FIELDS_OF[STEPS[active]!]
    if (await form.trigger(fields, { shouldFocus: true })) return setActive((step) => step + 1)
    // Next counts as leaving the step's fields: from now on each is checked as it changes, so a fixed
    // mistake clears while typing (not on the click that leaves it, which would move the buttons under the pointer).
    for (const name of fields) form.setValue(name, form.getValues(name), { shouldTouch: true })
  }
  const back = () => setActive((step) => step - 1)
  // Enter in a field goes on to the next step; only the review submits.
  const submit = (event: FormEvent) => {
    if (active === STEPS.length - 1) return onSubmit(event)
    event.preventDefault()
    return next()
  }

  const stepContent = (step: StepName): ReactNode => {
    const field = { control: form.control, fullWidth: true, required: true }
    switch (step) {
      case 'account':
        return (
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField {...field} name="username" label={t`Username`} autoComplete="username" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField {...field} name="email" label={t`Email`} type="email" autoComplete="email" />
            </Grid>
            <Grid size={12}>
              <PasswordField {...field} name="password" label={t`Password`} autoComplete="new-password" />
            </Grid>
          </Grid>
        )
      case 'personal':
        return (
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField {...field} name="firstName" label={t`First name`} autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField {...field} name="lastName" label={t`Last name`} autoComplete="family-name" />
            </Grid>
            <Grid size={12}>
              <FormTextField {...field} required={false} name="phone" label={t`Phone`} type="tel" autoComplete="tel" helperText={t`Optional`} />
            </Grid>
          </Grid>
        )
      case 'address':
        return (
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <FormTextField {...field} name="street" label={t`Street`} autoComplete="street-address" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField {...field} name="city" label={t`City`} autoComplete="address-level2" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField {...field} name="postcode" label={t`Postcode`} autoComplete="postal-code" />
            </Grid>
            <Grid size={12}>
              <FormTextField {...field} name="country" label={t`Country`} select>
                {Object.entries(countries).map(([code, name]) => (
                  <MenuItem key={code} value={code}>
                    {name}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
          </Grid>
        )
      case 'review': {
        const values = form.getValues()
        const rows: [string, string][] = [
          [t`Username`, values.username],
          [t`Email`, values.email],
          [t`Name`, `${values.firstName} ${values.lastName}`],
          [t`Phone`, values.phone || '—'],
          [t`Address`, `${values.street}, ${values.postcode} ${values.city}`],
          [t`Country`, countries[values.country] ?? ''],
        ]
        return (
          <Box component="dl" aria-label={t`What you entered`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )
      }
    }
  }

  const actions = (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Button type="button" variant="outlined" color="secondary" onClick={back} disabled={active === 0}>
        <Trans>Back</Trans>
      </Button>
      {active === STEPS.length - 1 ? (
        <Button type="submit" variant="contained" color="success" loading={pending}>
          <Trans>Submit</Trans>
        </Button>
      ) : (
        <Button type="submit" variant="contained">
          <Trans>Next</Trans>
        </Button>
      )}
    </Box>
  )

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Account wizard`}>
      <Stepper activeStep={active} orientation={phone ? 'vertical' : 'horizontal'} sx={{ mb: phone ? 0 : 4 }}>
        {STEPS.map((step, index) => (
          <Step key={step} completed={index < active}>
            <StepLabel>{labels[step]}</StepLabel>
            {phone && (
              // Only the open step's fields are in the page: the review reads the values as it opens.
              <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
                <Box sx={{ pt: 1.5 }}>
                  {stepContent(step)}
                  {actions}
                </Box>
              </StepContent>
            )}
          </Step>
        ))}
      </Stepper>
      {!phone && (
        <section aria-label={labels[STEPS[active]!]}>
          {stepContent(STEPS[active]!)}
          {actions}
        </section>
      )}
    </Box>
  )
}
