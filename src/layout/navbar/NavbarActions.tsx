import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { useLingui } from '@lingui/react/macro'
import { NavbarSearchAndBookmarks } from '@/features/search/NavbarSearchAndBookmarks'
import { LanguageMenu } from './LanguageMenu'
import { ModeToggle } from './ModeToggle'
import { preloadCustomizer } from '@/layout/customizer/LazyCustomizer'
import { UserMenu } from '@/features/auth/UserMenu'

/**
 * The buttons at the end of the navbar. Later features plug in here, in this order:
 * search, bookmarks, language, mode, cart, notifications, user menu. Only working buttons belong here.
 */
export function NavbarActions({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useLingui()
  const customizerLabel = t`Open theme customizer`
  // No gaps on a phone: with search and bookmarks, the row only just fits next to the brand.
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, marginInlineStart: 'auto' }}>
      <NavbarSearchAndBookmarks />
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
      <UserMenu />
    </Box>
  )
}
