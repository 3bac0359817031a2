import { useState, type MouseEvent, type ReactElement } from 'react'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ListItemText from '@mui/material/ListItemText'
import ListItemIcon from '@mui/material/ListItemIcon'
import Tooltip from '@mui/material/Tooltip'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import Check from '@mui/icons-material/Check'
import { useLingui } from '@lingui/react/macro'
import { changeLanguage } from '@/theme/changeLanguage'
import { languages, type Language } from '@/i18n/languages'
import { usePreference } from '@/theme/settingsStore'

/**
 * One menu item per language, each in its own name, the active one marked; choosing one calls
 * `onChosen` (to close the menu) and switches. An array, not a component: a menu moves between
 * and focuses its own children.
 */
export function languageMenuItems(active: Language, onChosen: () => void): ReactElement[] {
  const choose = (code: Language) => {
    onChosen()
    if (code !== active) void changeLanguage(code)
  }
  return languages.map((lang) => {
    const selected = lang.code === active
    return (
      <MenuItem key={lang.code} lang={lang.code} selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => choose(lang.code)}>
        <ListItemText>{lang.name}</ListItemText>
        {selected && (
          <ListItemIcon sx={{ justifyContent: 'flex-end', color: 'primary.main' }}>
            <Check fontSize="small" />
          </ListItemIcon>
        )}
      </MenuItem>
    )
  })
}

/** Lists every language by its own name, so a user lost in a foreign language still finds theirs. */
export function LanguageMenu() {
  const { t } = useLingui()
  const active = usePreference('language')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const label = t`Language`

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          data-testid="language-menu-button"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        >
          <TranslateOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 180, mt: 1 } } }}
      >
        {languageMenuItems(active, () => setAnchor(null))}
      </Menu>
    </>
  )
}
