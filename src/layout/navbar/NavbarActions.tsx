import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { useLingui } from '@lingui/react/macro'
import { NavbarSearchAndBookmarks } from '@/features/search/NavbarSearchAndBookmarks'
import { LanguageMenu } from './LanguageMenu'
import { ModeToggle } from './ModeToggle'
import { NavbarMoreMenu } from './NavbarMoreMenu'
import { preloadCustomizer } from '@/layout/customizer/LazyCustomizer'
import { UserMenu } from '@/features/auth/UserMenu'
import { CartButton } from './CartButton'
import { ChatButton } from './ChatButton'

/**
 * The buttons at the end of the navbar. Later features plug in here, in this order:
 * search, bookmarks, language, mode, cart, notifications (the chat's unseen count), user menu. Only working buttons belong here.
 * Below `sm` the language, mode, customizer, cart and chat buttons fold into one menu (NavbarMoreMenu), so the
 * row fits a 320 px screen (a 1280 px window at 400 % zoom) with nothing overlapping or cut off.
 */
export function NavbarActions({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useLingui()
  const customizerLabel = t`Open theme customizer`
  // No gaps on a phone: with search and bookmarks, the row only just fits next to the brand.
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, marginInlineStart: 'auto' }}>
      <NavbarSearchAndBookmarks />
      {/* `contents`: the buttons stay items of the row, spaced by its gap. */}
      <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
        <LanguageMenu />
        <ModeToggle />
        <Tooltip title={customizerLabel}>
          <IconButton
            aria-label={customizerLabel}
            data-testid="open-customizer"
            onClick={onOpenCustomizer}
            onPointerEnter={preloadCustomizer}
            onFocus={preloadCustomizer}
          >
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: { xs: 'contents', sm: 'none' } }}>
        <NavbarMoreMenu onOpenCustomizer={onOpenCustomizer} />
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
        <CartButton />
        <ChatButton />
      </Box>
      <UserMenu />
    </Box>
  )
}
