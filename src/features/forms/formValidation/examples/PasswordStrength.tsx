import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { PasswordField, useSubmit, useZodForm } from '@/components/form'
import { visuallyHidden } from '@/components/visuallyHidden'

export const meta: ExampleMeta = { title: msg`Password strength`, description: msg`The rules a new password meets, ticked off while it is typed.`, order: 2 }

const RULES = [
  { test: (password: string) => password.length >= 8, label: msg`At least 8 characters` },
  { test: (password: string) => /[A-Z]/.test(password), label: msg`A capital letter` },
  { test: (password: string) => /\d/.test(password), label: msg`A digit` },
  { test: (password: string) => /[^A-Za-z0-9]/.test(password), label: msg`A symbol` },
]

export default function PasswordStrength() {
  const { t, i18n } = useLingui()
  const schema = useMemo(
    () =>
      z.object({
        password: z
          .string()
          .min(1)
          .refine((password) => RULES.every((rule) => rule.test(password)), t`The password does not meet every rule`),
      }),
    [t],
  )
  const form = useZodForm(schema, { defaultValues: { password: '' }, mode: 'onTouched' })
  const password = useWatch({ control: form.control, name: 'password' })
  const met = RULES.filter((rule) => rule.test(password)).length
  const colour = met <= 1 ? 'error' : met < RULES.length ? 'warning' : 'success'
  const { onSubmit, pending } = useSubmit(form, async (values) => values, { successMessage: t`The password was changed`, onSuccess: () => form.reset() })
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t`Password strength`}>
      <PasswordField control={form.control} name="password" label={t`New password`} autoComplete="new-password" fullWidth />
      <LinearProgress variant="determinate" value={(met / RULES.length) * 100} color={colour} aria-label={t`Password strength`} />
      <List dense disablePadding>
        {RULES.map((rule) => {
          const ok = rule.test(password)
          return (
            <ListItem key={rule.label.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: ok ? 'success.main' : 'text.disabled' }}>
                {ok ? <CheckCircleOutlined fontSize="small" /> : <RadioButtonUncheckedOutlined fontSize="small" />}
              </ListItemIcon>
              <ListItemText primary={i18n._(rule.label)} secondary={ok ? t`Met` : t`Not yet`} slotProps={{ secondary: { sx: visuallyHidden } }} />
            </ListItem>
          )
        })}
      </List>
      <Box>
        <Button type="submit" variant="contained" loading={pending}>
          <Trans>Change password</Trans>
        </Button>
      </Box>
    </Stack>
  )
}

