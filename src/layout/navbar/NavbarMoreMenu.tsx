import { useState, type MouseEvent } from 'react'
import Badge from '@mui/material/Badge'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import MoreVert from '@mui/icons-material/MoreVert'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePreference } from '@/theme/settingsStore'
import { preloadCustomizer } from '@/layout/customizer/LazyCustomizer'
import { CartMenuItem } from './CartButton'
import { ChatMenuItem, useChatUnseen } from './ChatButton'
import { languageMenuItems } from './LanguageMenu'
import { useModeSwitch } from './ModeToggle'

/**
 * On a phone, the mode, the theme customizer, the cart, the chat and the language share this one menu: their
 * buttons would not fit beside the brand, search and the user menu on a 320 px screen. A dot on the
 * button says that chat messages wait unseen (the menu's chat entry says how many).
 */
export function NavbarMoreMenu({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useLingui()
  const language = usePreference('language')
  const mode = useModeSwitch()
  const { unseen } = useChatUnseen()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  const label = t`More options`

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          data-testid="navbar-more"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'navbar-more-menu' : undefined}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
          onPointerEnter={preloadCustomizer}
          onFocus={preloadCustomizer}
        >
          <Badge variant="dot" color="error" invisible={unseen === 0} overlap="circular">
            <MoreVert />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="navbar-more-menu"
        // The first item takes the focus, not the active language further down.
        variant="menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <MenuItem
          onClick={() => {
            close()
            mode.toggle()
          }}
        >
          <ListItemIcon>{mode.icon}</ListItemIcon>
          <ListItemText>{mode.label}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close()
            onOpenCustomizer()
          }}
        >
          <ListItemIcon>
            <SettingsOutlined />
          </ListItemIcon>
          <ListItemText>
            <Trans>Open theme customizer</Trans>
          </ListItemText>
        </MenuItem>
        <CartMenuItem onClick={close} />
        <ChatMenuItem onClick={close} />
        <Divider />
        {/* A caption for the languages below; a menu's reader announces its items, each in its own language. */}
        <ListSubheader role="presentation" disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
          <Trans>Language</Trans>
        </ListSubheader>
        {languageMenuItems(language, close)}
      </Menu>
    </>
  )
}
