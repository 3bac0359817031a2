import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Linear, with validation`,
  description: msg`Next checks the step's fields; Back keeps what was typed.`,
  order: 4,
  wide: true,
}

interface Account {
  name: string
  email: string
  company: string
  role: string
}

export default function LinearStepperValidation() {
  const { t } = useLingui()
  const steps = [t`Account`, t`Company`, t`Review`]
  const [active, setActive] = useState(0)
  // One object for every step's fields: moving between steps never loses what was typed.
  const [account, setAccount] = useState<Account>({
    name: '',
    email: '',
    company: '',
    role: '',
  })
  const [checked, setChecked] = useState(false)
  const { name } = account
  const set = (field: keyof Account) => (event: { target: { value: string } }) => setAccount({ ...account, [field]: event.target.value })

  const errors: Partial<Record<keyof Account, string>> = {}
  if (active === 0 && !account.name.trim()) errors.name = t`Enter your name.`
  if (active === 0 && !/^\S+@\S+\.\S+$/.test(account.email)) errors.email = t`Enter an email address such as name@example.com.`
  if (active === 1 && !account.company.trim()) errors.company = t`Enter the company's name.`
  const shown = (field: keyof Account) => (checked ? errors[field] : undefined)

  const next = () => {
    setChecked(true)
    if (Object.keys(errors).length > 0) return
    setChecked(false)
    setActive(active + 1)
  }
  return (
    <Box>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {active === 0 && (
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField
            label={t`Full name`}
            value={account.name}
            onChange={set('name')}
            required
            error={Boolean(shown('name'))}
            helperText={shown('name')}
          />
          <TextField
            label={t`Email address`}
            type="email"
            value={account.email}
            onChange={set('email')}
            required
            error={Boolean(shown('email'))}
            helperText={shown('email')}
          />
        </Stack>
      )}
      {active === 1 && (
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField
            label={t`Company`}
            value={account.company}
            onChange={set('company')}
            required
            error={Boolean(shown('company'))}
            helperText={shown('company')}
          />
          <TextField label={t`Role (optional)`} value={account.role} onChange={set('role')} />
        </Stack>
      )}
      {active === 2 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>{t`Full name`}</dt>
          <dd>{account.name}</dd>
          <dt>{t`Email address`}</dt>
          <dd>{account.email}</dd>
          <dt>{t`Company`}</dt>
          <dd>{account.company}</dd>
        </Box>
      )}
      {active === steps.length && (
        <Typography role="status">
          <Trans>Welcome aboard, {name}!</Trans>
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        {active === steps.length ? (
          <Button
            onClick={() => {
              setAccount({ name: '', email: '', company: '', role: '' })
              setActive(0)
            }}
          >
            <Trans>Start again</Trans>
          </Button>
        ) : (
          <>
            <Button disabled={active === 0} onClick={() => (setChecked(false), setActive(active - 1))}>
              <Trans>Back</Trans>
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button variant="contained" onClick={next}>
              {active === steps.length - 1 ? <Trans>Create the account</Trans> : <Trans>Next</Trans>}
            </Button>
          </>
        )}
      </Box>
    </Box>
  )
}
