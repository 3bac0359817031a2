import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Breakpoint } from '@mui/material/styles'
import { Link } from '@tanstack/react-router'

/** The product's mark: two overlapping chevrons in the primary colour, drawn inline so it follows the theme. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
    >
      <path d="M3 6h7.2L16 19.4 21.8 6H29L19.6 26h-7.2z" fill="currentColor" />
      <path d="M10.2 6 16 19.4l-3.6 6.6L3 6z" fill="currentColor" opacity="0.45" />
    </Box>
  )
}

/**
 * Logo and name, linking home. `showName={false}` keeps only the logo (collapsed menu);
 * `nameFrom="sm"` shows the name only from that breakpoint up, leaving a phone's navbar to its buttons.
 */
export function Brand({ showName = true, nameFrom }: { showName?: boolean; nameFrom?: Breakpoint }) {
  return (
    <Box
      component={Link}
      to="/"
      aria-label="Vantage"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, textDecoration: 'none', color: 'text.primary', minWidth: 0 }}
    >
      <BrandLogo />
      {showName && (
        <Typography
          component="span"
          sx={{
            fontSize: '1.375rem',
            fontWeight: 700,
            letterSpacing: '0.01em',
            whiteSpace: 'nowrap',
            lineHeight: 1,
            display: nameFrom ? { xs: 'none', [nameFrom]: 'inline' } : 'inline',
          }}
        >
          Vantage
        </Typography>
      )}
    </Box>
  )
}
