import { useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'
import Grow from '@mui/material/Grow'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import { useTheme, type Theme } from '@mui/material/styles'
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown'
import { useLingui } from '@lingui/react/macro'
import { preloadPageIcons } from '@/components/LazyPageIcon'
import { TopMenuIcon } from '../TopMenuIcon'
import { usePreference } from '@/theme/settingsStore'
import { isNavItemActive, type NavItem } from '../navigation'
import { navLinkProps } from '../navLink'
import { activeItemSx, surfaceSx } from '../navStyles'
import { useNavItems, usePathname } from '../useNavItems'
import { DropdownList } from './DropdownList'
import { useHoverMenu } from './useHoverMenu'

/** The top-bar menu: one button per top-level item, groups open a dropdown on hover or click. */
export function HorizontalMenu() {
  const { t } = useLingui()
  const items = useNavItems()
  const pathname = usePathname()
  return (
    <Box
      component="nav"
      aria-label={t`Main menu`}
      data-testid="horizontal-menu"
      // The dropdowns draw each page's icon: their code comes as the pointer or the focus reaches the menu.
      onPointerEnter={preloadPageIcons}
      onFocus={preloadPageIcons}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', py: 1, px: { md: 2.5 } }}
    >
      {items.map((item) =>
        item.children?.length ? (
          <TopDropdown key={item.id} item={item} pathname={pathname} />
        ) : (
          <TopLink key={item.id} item={item} pathname={pathname} />
        ),
      )}
    </Box>
  )
}

function topSx(theme: Theme, active: boolean, open: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    px: 2,
    py: 1,
    borderRadius: 1.5,
    fontSize: '0.9375rem',
    color: 'text.primary',
    textDecoration: 'none',
    transition: 'background-color .2s',
    // Keyboard focus adds the theme's ring; the tint is the pointer's.
    '&:hover': { bgcolor: 'action.hover' },
    ...(open && !active ? { bgcolor: 'action.hover' } : {}),
    ...(active ? activeItemSx(theme) : {}),
  }
}

function TopLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isNavItemActive(item, pathname)
  return (
    <ButtonBase
      {...navLinkProps(item, active)}
      sx={(theme) => topSx(theme, active, false)}
    >
      <TopMenuIcon name={item.icon} fontSize="small" />
      {item.label}
    </ButtonBase>
  )
}

function TopDropdown({ item, pathname }: { item: NavItem; pathname: string }) {
  const theme = useTheme()
  const bordered = usePreference('skin') === 'bordered'
  const menu = useHoverMenu()
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null)
  const active = isNavItemActive(item, pathname)
  const menuId = `menu-${item.id}`

  // A new page closes the dropdown that led to it.
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    if (menu.open) menu.close()
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      menu.userOpen()
    }
  }
  const backToButton = () => {
    menu.close()
    anchor?.focus()
  }

  return (
    <Box onMouseEnter={menu.hoverOpen} onMouseLeave={menu.hoverLeave}>
      <ButtonBase
        ref={setAnchor}
        data-testid={`nav-${item.id}`}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        onClick={() => (menu.open && menu.byUser ? menu.close() : menu.userOpen())}
        onKeyDown={onKeyDown}
        sx={topSx(theme, active, menu.open)}
      >
        <TopMenuIcon name={item.icon} fontSize="small" />
        {item.label}
        <KeyboardArrowDown
          fontSize="small"
          sx={{ opacity: 0.7, transition: 'transform .2s', transform: menu.open ? 'rotate(180deg)' : 'none' }}
        />
      </ButtonBase>
      <Popper
        id={menuId}
        open={menu.open}
        anchorEl={anchor}
        placement="bottom-start"
        transition
        sx={{ zIndex: theme.zIndex.appBar + 1 }}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} timeout={150} style={{ transformOrigin: 'top' }}>
            <Paper sx={surfaceSx(theme, bordered, 'large')}>
              <ClickAwayListener onClickAway={(e) => !anchor?.contains(e.target as Node) && menu.close()}>
                <div>
                  <DropdownList
                    items={item.children ?? []}
                    pathname={pathname}
                    autoFocus={menu.byUser}
                    onEscape={backToButton}
                    onDone={menu.close}
                  />
                </div>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  )
}
