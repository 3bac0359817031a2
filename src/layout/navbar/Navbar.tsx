import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuIcon from '@mui/icons-material/Menu'
import { useLingui } from '@lingui/react/macro'
import { Brand } from '../Brand'
import { NAVBAR_HEIGHT } from '../layoutSizes'
import { NavbarActions } from './NavbarActions'

interface Props {
  /** The brand shows here when no side menu shows it (horizontal layout, hidden menu, narrow screen). */
  showBrand: boolean
  /** Narrow screens: the menu is a drawer behind this button. */
  showHamburger: boolean
  onOpenMenu: () => void
  onOpenCustomizer: () => void
}

/** The navbar's row of content: hamburger, brand, then the actions at the end. */
export function Navbar({ showBrand, showHamburger, onOpenMenu, onOpenCustomizer }: Props) {
  const { t } = useLingui()
  return (
    <Box
      data-testid="navbar"
      sx={{ height: NAVBAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1.5, sm: 2.5 } }}
    >
      {showHamburger && (
        <IconButton aria-label={t`Open menu`} data-testid="open-menu" onClick={onOpenMenu} edge="start">
          <MenuIcon />
        </IconButton>
      )}
      {showBrand && <Brand nameFrom="sm" />}
      <NavbarActions onOpenCustomizer={onOpenCustomizer} />
    </Box>
  )
}
