import { useState, type KeyboardEvent, type ReactNode } from 'react'
import MenuList from '@mui/material/MenuList'
import MenuItem from '@mui/material/MenuItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'
import Grow from '@mui/material/Grow'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { useTheme } from '@mui/material/styles'
import { isNavItemActive, type NavItem } from '../navigation'
import { navLinkProps } from '../navLink'
import { activeItemSx, surfaceSx } from '../navStyles'
import { usePreference } from '@/theme/settingsStore'
import { LazyPageIcon } from '@/components/LazyPageIcon'
import { useHoverMenu } from './useHoverMenu'

interface DropdownProps {
  items: NavItem[]
  pathname: string
  /** Focus the first entry on open (opened by click or keyboard, not by hover). */
  autoFocus: boolean
  /** Close this dropdown and hand the focus back to what opened it. */
  onEscape: () => void
  /** Close every dropdown of the menu: a page was chosen, or the focus left with Tab. */
  onDone: () => void
  /** The key that goes back one level: ArrowLeft, or ArrowRight in a right-to-left page. */
  backKey?: string
}

/** One level of a horizontal dropdown: arrow keys move, Escape (or the back arrow) closes. */
export function DropdownList({ items, pathname, autoFocus, onEscape, onDone, backKey }: DropdownProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' || (backKey && e.key === backKey)) {
      e.preventDefault()
      e.stopPropagation()
      onEscape()
    } else if (e.key === 'Tab') {
      onDone()
    }
  }
  return (
    <MenuList autoFocusItem={autoFocus} onKeyDown={onKeyDown} sx={{ p: 1, minWidth: 220, display: 'grid', gap: 0.25 }}>
      {items.map((item) =>
        item.children?.length ? (
          <SubmenuItem key={item.id} item={item} pathname={pathname} onDone={onDone} />
        ) : (
          <LeafItem key={item.id} item={item} pathname={pathname} onDone={onDone} />
        ),
      )}
    </MenuList>
  )
}

const itemSx = { borderRadius: 1.5, minHeight: 38, gap: 1.25, px: 1.5 } as const

function ItemContent({ item, trailing }: { item: NavItem; trailing?: ReactNode }) {
  return (
    <>
      <ListItemIcon sx={{ minWidth: '0 !important', color: 'inherit' }}>
        <LazyPageIcon name={item.icon} fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={item.label} sx={{ m: 0 }} />
      {trailing}
    </>
  )
}

function LeafItem({ item, pathname, onDone }: { item: NavItem; pathname: string; onDone: () => void }) {
  const active = isNavItemActive(item, pathname)
  return (
    <MenuItem
      {...navLinkProps(item, active)}
      onClick={onDone}
      sx={[itemSx, (theme) => (active ? activeItemSx(theme) : {})]}
    >
      <ItemContent item={item} />
    </MenuItem>
  )
}

/** An entry that opens a further level to its side, on hover, click or the forward arrow key. */
function SubmenuItem({ item, pathname, onDone }: { item: NavItem; pathname: string; onDone: () => void }) {
  const theme = useTheme()
  const rtl = theme.direction === 'rtl'
  const bordered = usePreference('skin') === 'bordered'
  const menu = useHoverMenu()
  const [anchor, setAnchor] = useState<HTMLLIElement | null>(null)
  const active = isNavItemActive(item, pathname)

  const back = () => {
    menu.close()
    anchor?.focus()
  }

  return (
    <MenuItem
      ref={setAnchor}
      data-testid={`nav-${item.id}`}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      onMouseEnter={menu.hoverOpen}
      onMouseLeave={menu.hoverLeave}
      onClick={menu.userOpen}
      onKeyDown={(e) => {
        if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight') || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault()
          menu.userOpen()
        }
      }}
      sx={[itemSx, active ? { bgcolor: 'action.selected' } : {}, menu.open ? { bgcolor: 'action.hover' } : {}]}
    >
      <ItemContent
        item={item}
        trailing={<ChevronRight fontSize="small" sx={{ opacity: 0.7, transform: rtl ? 'rotate(180deg)' : 'none' }} />}
      />
      <Popper
        open={menu.open}
        anchorEl={anchor}
        placement={rtl ? 'left-start' : 'right-start'}
        transition
        sx={{ zIndex: theme.zIndex.appBar + 2 }}
        modifiers={[{ name: 'offset', options: { offset: [-8, 10] } }]}
        // Keys pressed inside the side level must not reach this entry's own handler.
        onKeyDown={(e) => e.stopPropagation()}
        onClick={(e) => e.stopPropagation()}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} timeout={150}>
            <Paper sx={surfaceSx(theme, bordered, 'large')}>
              <DropdownList
                items={item.children ?? []}
                pathname={pathname}
                autoFocus={menu.byUser}
                onEscape={back}
                onDone={onDone}
                backKey={rtl ? 'ArrowRight' : 'ArrowLeft'}
              />
            </Paper>
          </Grow>
        )}
      </Popper>
    </MenuItem>
  )
}
