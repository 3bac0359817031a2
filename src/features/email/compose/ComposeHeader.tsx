import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import CloseIcon from '@mui/icons-material/Close'
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen'
import MinimizeIcon from '@mui/icons-material/Minimize'
import OpenInFullIcon from '@mui/icons-material/OpenInFull'
import { useLingui } from '@lingui/react/macro'

export type FrameSize = 'docked' | 'minimised' | 'maximised'

interface ComposeHeaderProps {
  titleId: string
  /** The id of the keyboard hint, which also describes the window. */
  hintId: string
  title: string
  size: FrameSize
  onSizeChange: (size: FrameSize) => void
  /** Phones show the dialog full screen: there is nothing to maximise. */
  canMaximise: boolean
  onClose: () => void
}

/** The title bar: minimise (the bar itself restores), maximise and close, and how F6 gets in and out. */
export function ComposeHeader({ titleId, hintId, title, size, onSizeChange, canMaximise, onClose }: ComposeHeaderProps) {
  const { t } = useLingui()
  const minimised = size === 'minimised'
  // Shown on a wide window only: a phone's full-screen window has no room and seldom a keyboard.
  const showHint = !minimised && canMaximise
  const control = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" color="inherit" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  )

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 2, pr: 1, py: 0.5, bgcolor: 'action.hover', flexShrink: 0 }}>
      <Box component="h2" id={titleId} sx={{ flex: 1, minWidth: 0, m: 0, typography: 'subtitle1', fontWeight: 600 }}>
        <ButtonBase
          onClick={() => onSizeChange(minimised ? 'docked' : 'minimised')}
          aria-expanded={!minimised}
          sx={{ width: '100%', justifyContent: 'flex-start', py: 1, borderRadius: 1, font: 'inherit' }}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {title}
          </Box>
        </ButtonBase>
      </Box>
      {/* Hidden rather than left out: it still describes the window to a screen reader. */}
      <Box id={hintId} component="span" sx={{ display: showHint ? 'block' : 'none', flexShrink: 0, typography: 'caption', color: 'text.secondary', px: 1 }}>
        {t`F6 moves between this window and the page`}
      </Box>
      {control(minimised ? t`Restore` : t`Minimise`, <MinimizeIcon fontSize="small" />, () =>
        onSizeChange(minimised ? 'docked' : 'minimised'),
      )}
      {canMaximise &&
        (size === 'maximised'
          ? control(t`Exit full screen`, <CloseFullscreenIcon fontSize="small" />, () => onSizeChange('docked'))
          : control(t`Full screen`, <OpenInFullIcon fontSize="small" />, () => onSizeChange('maximised')))}
      {control(t`Close`, <CloseIcon fontSize="small" />, onClose)}
    </Box>
  )
}
