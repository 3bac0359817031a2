import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { Trans } from '@lingui/react/macro'
import { usePreference } from '@/theme/settingsStore'
import { CartMenuItem } from './CartButton'
import { ChatMenuItem } from './ChatButton'
import { languageMenuItems } from './LanguageMenu'
import { useModeSwitch } from './ModeToggle'

interface Props {
  open: boolean
  anchor: HTMLElement | null
  onClose: () => void
  onOpenCustomizer: () => void
}

/** The menu of NavbarMoreMenu (./NavbarMoreMenu.tsx): mode, customizer, cart, chat and the languages. */
export function NavbarMoreMenuList({ open, anchor, onClose: close, onOpenCustomizer }: Props) {
  const language = usePreference('language')
  const mode = useModeSwitch()
  return (
    <Menu
      id="navbar-more-menu"
      // The first item takes the focus, not the active language further down.
      variant="menu"
      anchorEl={anchor}
      open={open}
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
  )
}
