import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { FormAlert, FormCheckbox, FormTextField, PasswordField, useSubmit, useZodForm } from '@/components/form'

export const meta: ExampleMeta = {
  title: msg`Registration`,
  description: msg`Required fields, an email, a length, a strong password typed twice and the terms: checked as each field is left, and on submit.`,
  order: 1,
  wide: true,
}

/** The rules, in the active language. Rules without a message of their own take the form kit's ("This field is required"). */
function useRegistrationSchema() {
  const { t } = useLingui()
  return useMemo(
    () =>
      z
        .object({
          fullName: z.string().trim().min(1),
          username: z.string().trim().min(1).min(3).max(20),
          email: z.string().trim().min(1).pipe(z.email()),
          password: z
            .string()
            .min(1)
            .min(8)
            .regex(/[A-Z]/, t`Add at least one capital letter`)
            .regex(/\d/, t`Add at least one digit`)
            .regex(/[^A-Za-z0-9]/, t`Add at least one symbol`),
          confirm: z.string().min(1, t`Please confirm the password`),
          terms: z.boolean().refine((accepted) => accepted, t`Please accept the privacy policy and terms`),
        })
        .refine((values) => values.password === values.confirm, { path: ['confirm'], message: t`The passwords do not match` }),
    [t],
  )
}

export default function RegistrationForm() {
  const { t } = useLingui()
  const form = useZodForm(useRegistrationSchema(), {
    defaultValues: { fullName: '', username: '', email: '', password: '', confirm: '', terms: false },
    // Checked when a field is left, then on every change: a fixed mistake clears at once.
    mode: 'onTouched',
  })
  // No back end here: the "save" only answers, so the kit's success toast shows.
  const { onSubmit, pending } = useSubmit(form, async (values) => values, {
    successMessage: t`The account was created`,
    onSuccess: () => form.reset(),
  })
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Registration`}>
      <FormAlert form={form} />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="fullName" label={t`Full name`} autoComplete="name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="username" label={t`Username`} helperText={t`3 to 20 characters.`} autoComplete="username" required fullWidth />
        </Grid>
        <Grid size={12}>
          <FormTextField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            control={form.control}
            name="password"
            label={t`Password`}
            helperText={t`At least 8 characters, with a capital letter, a digit and a symbol.`}
            autoComplete="new-password"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField control={form.control} name="confirm" label={t`Confirm password`} autoComplete="new-password" required fullWidth />
        </Grid>
        <Grid size={12}>
          <FormCheckbox control={form.control} name="terms" label={<Trans>I agree to the privacy policy & terms</Trans>} />
        </Grid>
        <Grid size={12} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={pending}>
            <Trans>Create account</Trans>
          </Button>
          <Button type="button" variant="outlined" color="secondary" onClick={() => form.reset()}>
            <Trans>Reset</Trans>
          </Button>
        </Grid>
      </Grid>
    </Box>
  )
}
