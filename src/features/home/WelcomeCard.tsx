import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CloudQueueOutlined from '@mui/icons-material/CloudQueueOutlined'
import ContrastOutlined from '@mui/icons-material/ContrastOutlined'
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SOFT_TINT } from '@/theme/createAppTheme'

function Highlight({ icon, title, text }: { icon: ReactNode; title: ReactNode; text: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={(theme) => ({
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, SOFT_TINT),
        })}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </Stack>
  )
}

/** What this product is, in one card: the first thing a new visitor reads. */
export function WelcomeCard() {
  return (
    <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }}>
      {/* A soft corner glow in the primary colour, drawn with CSS so it follows the theme. */}
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          position: 'absolute',
          insetInlineEnd: -80,
          top: -80,
          width: 240,
          height: 240,
          borderRadius: '50%',
          background: `radial-gradient(circle, ${alpha(theme.palette.primary.main, 0.22)}, transparent 70%)`,
        })}
      />
      <CardContent sx={{ p: { xs: 3, md: 4 }, position: 'relative' }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          <Trans>Admin dashboard template</Trans>
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 0.5, mb: 1 }}>
          <Trans>Welcome to Vantage 👋</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 620, mb: 4 }}>
          <Trans>
            Vantage is a React and TypeScript admin template. Every screen talks to an in-browser mock back end, so it
            runs without a server, and you can swap in your own API when you are ready.
          </Trans>
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Highlight
            icon={<CloudQueueOutlined />}
            title={<Trans>Mock back end</Trans>}
            text={<Trans>A service worker answers every API call with realistic demo data.</Trans>}
          />
          <Highlight
            icon={<TranslateOutlined />}
            title={<Trans>Four languages</Trans>}
            text={<Trans>English, German, French and Portuguese, switchable at any time.</Trans>}
          />
          <Highlight
            icon={<ContrastOutlined />}
            title={<Trans>Light and dark</Trans>}
            text={<Trans>Both modes, or follow the system. Every colour comes from the theme.</Trans>}
          />
          <Highlight
            icon={<FormatTextdirectionRToL />}
            title={<Trans>Left-to-right and right-to-left</Trans>}
            text={<Trans>The whole layout mirrors for right-to-left reading.</Trans>}
          />
        </Box>
      </CardContent>
    </Card>
  )
}
