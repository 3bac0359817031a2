import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import { createLink } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { usePageTitle } from '@/components/example/usePageTitle'
import { DESCRIPTIONS, NOTES } from './descriptions'
import { OverridePanel } from './OverridePanel'

const ButtonLink = createLink(Button)

/** The blank layout: the page alone, centred, with its own way back since nothing around it offers one. */
export function BlankDemoPage() {
  const { i18n } = useLingui()
  const titleOf = usePageTitle()
  return (
    <Box data-testid="page-layout-blank" sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
      <Paper sx={{ width: '100%', maxWidth: 640, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {titleOf('page-layout-blank')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{i18n._(DESCRIPTIONS['page-layout-blank'])}</Typography>
        <Typography variant="body2" sx={{ mb: 3 }}>{i18n._(NOTES['page-layout-blank'])}</Typography>
        <ButtonLink to="/" variant="outlined" startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} sx={{ mb: 3 }}>
          <Trans>Back to the dashboard</Trans>
        </ButtonLink>
        <OverridePanel page="page-layout-blank" />
      </Paper>
    </Box>
  )
}
