import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import Typography from '@mui/material/Typography'

export const Route = createFileRoute('/_main/')({
  component: Home,
})

function Home() {
  return (
    <Typography variant="h4">
      <Trans>Welcome to Vantage</Trans>
    </Typography>
  )
}
