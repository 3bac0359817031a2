import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DemoCard } from '../DemoCard'
import { formatAgo } from '../format'

/** A header with a subheader, the text, and a footer with when it was written and where it leads. */
export function HeaderFooterCard() {
  useLingui() // re-renders on a language switch, so "2 days ago" follows it
  return (
    <DemoCard
      title={<Trans>Featured</Trans>}
      subheader={<Trans>Header and footer</Trans>}
      footer={
        <>
          <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
            {formatAgo(2 * 24 * 60)}
          </Typography>
          <Button variant="contained" component={Link} to="/apps/invoice/list">
            <Trans>View invoices</Trans>
          </Button>
        </>
      }
      data-testid="card-header-footer"
    >
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, mb: 1 }}>
        <Trans>Special title treatment</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>With supporting text below as a natural lead-in to more content.</Trans>
      </Typography>
      <Divider sx={{ mt: 2 }} />
    </DemoCard>
  )
}
