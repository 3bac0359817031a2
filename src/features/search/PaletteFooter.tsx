import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { Trans } from '@lingui/react/macro'
import { isApplePlatform } from './searchShortcut'

function Key({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{ px: 0.75, mr: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'inherit', fontSize: '0.7rem', lineHeight: '18px' }}
    >
      {children}
    </Box>
  )
}

/** The palette's keys, spelled out: the only place that tells keyboard users about Ctrl/Cmd+B. */
export function PaletteFooter() {
  const mod = isApplePlatform ? '⌘' : 'Ctrl'
  return (
    <Box
      sx={{
        display: { xs: 'none', sm: 'flex' },
        flexWrap: 'wrap',
        gap: 2,
        px: 2.5,
        py: 1,
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        typography: 'caption',
        color: 'text.secondary',
      }}
    >
      <span>
        <Key>↑↓</Key>
        <Trans>to move</Trans>
      </span>
      <span>
        <Key>↵</Key>
        <Trans>to open</Trans>
      </span>
      <span>
        <Key>{mod} B</Key>
        <Trans>to star a page</Trans>
      </span>
      <span>
        <Key>Esc</Key>
        <Trans>to close</Trans>
      </span>
    </Box>
  )
}
