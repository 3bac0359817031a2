import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useTheme } from '@mui/material/styles'
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import { useLingui } from '@lingui/react/macro'
import { setPreferences } from '@/theme/settingsStore'

/**
 * Flips between light and dark. It reads the mode actually shown (which "system" may have chosen),
 * so one click always changes what the user sees.
 */
export function ModeToggle() {
  const { t } = useLingui()
  const shown = useTheme().palette.mode
  const next = shown === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} data-testid="mode-toggle" onClick={() => setPreferences({ mode: next })}>
        {next === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  )
}
