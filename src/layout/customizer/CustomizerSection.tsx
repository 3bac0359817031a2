import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** A titled block of settings, with a small coloured chip as in the template's design. */
export function CustomizerSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography
        component="h3"
        sx={{
          justifySelf: 'start',
          px: 1.25,
          py: 0.25,
          borderRadius: 1,
          fontSize: '0.75rem',
          fontWeight: 500,
          letterSpacing: '0.04em',
          textTransform: 'uppercase',
          color: 'primary.main',
          bgcolor: (theme) => `${theme.palette.primary.main}1F`,
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  )
}
