import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import { Trans } from '@lingui/react/macro'
import { AppLink } from '../components/AppLink'
import type { AuthPath } from '../paths'

// What the auth forms end with: the big submit button, then a way to one of the other auth pages.

export function SubmitButton({ loading, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <Button fullWidth size="large" variant="contained" type="submit" loading={loading}>
      {children}
    </Button>
  )
}

/** "Already have an account? Log in instead": a question, then the page that answers it. */
export function FormFootnote({ question, to, link }: { question: ReactNode; to: AuthPath; link: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', mt: 3, color: 'text.secondary' }}>
      {question} <AppLink to={to}>{link}</AppLink>
    </Typography>
  )
}

export function BackToLogin({ to }: { to: AuthPath }) {
  return (
    <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <AppLink to={to} sx={{ display: 'inline-flex', alignItems: 'center' }}>
        {/* The chevron points back against the reading direction, so it flips in right-to-left. */}
        <ChevronLeft fontSize="small" sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        <Trans>Back to login</Trans>
      </AppLink>
    </Typography>
  )
}
