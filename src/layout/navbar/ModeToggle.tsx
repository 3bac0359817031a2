import type { ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useTheme } from '@mui/material/styles'
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import { useLingui } from '@lingui/react/macro'
import { setPreferences } from '@/theme/settingsStore'

/**
 * The switch between light and dark: what it says, its icon, and the switch itself. It reads the mode
 * actually shown (which "system" may have chosen), so one use always changes what the user sees.
 */
export function useModeSwitch(): { label: string; icon: ReactNode; toggle: () => void } {
  const { t } = useLingui()
  const shown = useTheme().palette.mode
  const next = shown === 'dark' ? 'light' : 'dark'
  return {
    label: next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`,
    icon: next === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />,
    toggle: () => setPreferences({ mode: next }),
  }
}

/** Flips between light and dark. */
export function ModeToggle() {
  const { label, icon, toggle } = useModeSwitch()
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} data-testid="mode-toggle" onClick={toggle}>
        {icon}
      </IconButton>
    </Tooltip>
  )
}
