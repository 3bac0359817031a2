import { useMemo } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { FormTextField, useSubmit, useZodForm } from '@/components/form'

export const meta: ExampleMeta = { title: msg`Inline form`, description: msg`One email field and its button on a line; the error shows under the field.`, order: 3 }

export default function NewsletterForm() {
  const { t } = useLingui()
  // The kit's messages: "This field is required", "Enter a valid email address".
  const schema = useMemo(() => z.object({ email: z.string().trim().min(1).pipe(z.email()) }), [])
  const form = useZodForm(schema, { defaultValues: { email: '' }, mode: 'onTouched' })
  const { onSubmit, pending } = useSubmit(form, async (values) => values, {
    successMessage: t`You are subscribed to the newsletter`,
    onSuccess: () => form.reset(),
  })
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }} aria-label={t`Newsletter`}>
      <FormTextField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" size="small" fullWidth />
      <Button type="submit" variant="contained" loading={pending} sx={{ flexShrink: 0, minHeight: 40 }}>
        <Trans>Subscribe</Trans>
      </Button>
    </Stack>
  )
}
