import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DemoCard } from '../DemoCard'

/** A title, a subtitle and links to other pages of the app. */
export function LinksCard() {
  return (
    <DemoCard
      title={<Trans>Title and subtitle</Trans>}
      subheader={<Trans>Links to other pages</Trans>}
      footer={
        <>
          <Button component={Link} to="/apps/invoice/list">
            <Trans>Invoice list</Trans>
          </Button>
          <Button component={Link} to="/apps/user/list">
            <Trans>User list</Trans>
          </Button>
        </>
      }
      data-testid="card-links"
    >
      <Typography variant="body2">
        <Trans>A subtitle says what the card is about; its links lead on from there.</Trans>
      </Typography>
    </DemoCard>
  )
}
