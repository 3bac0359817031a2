import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import MuiLink from '@mui/material/Link'
import { useTheme } from '@mui/material/styles'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePreferences } from '@/theme/settingsStore'
import { surfaceSx } from './navStyles'
import { BOXED_MAX_WIDTH } from './layoutSizes'
import { contentPaddingX } from './contentPadding'

/**
 * Copyright line and a few links. Static: at the end of the page; sticky: always visible at the
 * bottom of the window. Only link to routes that exist (FAQ, knowledge base... as they arrive).
 */
export function Footer() {
  const { t } = useLingui()
  const theme = useTheme()
  const { footerType, contentWidth, skin } = usePreferences()
  if (footerType === 'hidden') return null
  const sticky = footerType === 'sticky'
  const year = new Date().getFullYear()

  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{
        px: contentPaddingX,
        ...(sticky && { position: 'sticky', bottom: 0, zIndex: theme.zIndex.appBar - 1 }),
      }}
    >
      <Box
        sx={{
          maxWidth: contentWidth === 'boxed' ? BOXED_MAX_WIDTH : undefined,
          mx: 'auto',
          py: 2,
          px: sticky ? 3 : 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          color: 'text.secondary',
          ...(sticky && {
            bgcolor: 'background.paper',
            borderRadius: '6px 6px 0 0',
            ...surfaceSx(theme, skin === 'bordered'),
            borderBottom: 0,
          }),
        }}
      >
        <Typography variant="body2">
          {/* Isolated, so the right-to-left layout keeps the sentence's own order ("© 2026 Vantage."). */}
          <bdi>
            <Trans>
              © {year} <strong>Vantage</strong>. All rights reserved.
            </Trans>
          </bdi>
        </Typography>
        <Box component="nav" aria-label={t`Footer`} sx={{ display: 'flex', gap: 2.5 }}>
          <MuiLink component={Link} to="/" variant="body2" underline="hover" color="primary">
            <Trans>Home</Trans>
          </MuiLink>
          <MuiLink component={Link} to="/misc/coming-soon" variant="body2" underline="hover" color="primary">
            <Trans>What’s next</Trans>
          </MuiLink>
        </Box>
      </Box>
    </Box>
  )
}
