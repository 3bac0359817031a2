import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** The Vantage mark (the favicon's "V" drawn in the primary colour) and the word mark beside it. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, color: 'primary.main' }}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 9h4.2L16 19.6 19.8 9H24l-6 15h-4z" fill="#fff" />
      </Box>
      <Typography component="span" sx={{ fontSize: size * 0.7, fontWeight: 700, letterSpacing: '-0.01em', color: 'text.primary' }}>
        Vantage
      </Typography>
    </Box>
  )
}
