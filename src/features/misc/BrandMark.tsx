import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/**
 * The product's name and mark, linking home. Pages in the blank layout have no menus, so this is
 * the one way back besides the page's own action.
 */
export function BrandMark() {
  const { t } = useLingui()
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t`Vantage home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 32, height: 32, color: 'primary.main' }}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 9 l8 15 l8 -15" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </Box>
      <Typography component="span" variant="h5" sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
        Vantage
      </Typography>
    </Box>
  )
}
