import { useState } from 'react'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Collapse from '@mui/material/Collapse'
import Box from '@mui/material/Box'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { Link } from '@tanstack/react-router'
import { isNavItemActive, type NavItem } from '../navigation'
import { activeItemSx } from '../navStyles'
import { TopMenuIcon } from '../TopMenuIcon'

interface ListProps {
  items: NavItem[]
  pathname: string
  /** Icons only: the collapsed menu while the pointer is elsewhere. */
  iconsOnly: boolean
  onNavigate?: () => void
}

/** Ids of the groups that lead to the current page: they open by themselves. */
function activeGroupIds(items: NavItem[], pathname: string): string[] {
  return items.flatMap((item) =>
    item.children && isNavItemActive(item, pathname) ? [item.id, ...activeGroupIds(item.children, pathname)] : [],
  )
}

/** The vertical menu's tree: groups fold open and shut, the current page is highlighted. */
export function VerticalNavList({ items, pathname, iconsOnly, onNavigate }: ListProps) {
  const [open, setOpen] = useState(() => new Set(activeGroupIds(items, pathname)))
  // Navigating elsewhere (a link, the back button) opens the groups leading to the new page.
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen((prev) => new Set([...prev, ...activeGroupIds(items, pathname)]))
  }

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <Branch items={items} depth={0} pathname={pathname} iconsOnly={iconsOnly} open={open} toggle={toggle} onNavigate={onNavigate} />
  )
}

interface BranchProps extends ListProps {
  depth: number
  open: Set<string>
  toggle: (id: string) => void
}

function Branch({ items, depth, ...rest }: BranchProps) {
  return (
    <List disablePadding sx={{ display: 'grid', gap: 0.5, pt: depth > 0 ? 0.5 : 0 }}>
      {items.map((item) => (
        <Entry key={item.id} item={item} depth={depth} {...rest} items={items} />
      ))}
    </List>
  )
}

function Entry({ item, depth, pathname, iconsOnly, open, toggle, onNavigate }: BranchProps & { item: NavItem }) {
  const label = item.label
  const active = isNavItemActive(item, pathname)
  const isGroup = Boolean(item.children?.length)
  const expanded = isGroup && open.has(item.id) && !iconsOnly

  const common = {
    'data-testid': `nav-${item.id}`,
    sx: {
      minHeight: 38,
      borderRadius: 1.5,
      px: 1.5,
      // Nested entries step inwards, so the tree reads at a glance.
      paddingInlineStart: iconsOnly ? undefined : `${12 + depth * 14}px`,
      gap: 1,
      color: 'text.primary',
      transition: 'background-color .2s, padding .2s',
    },
  }

  const icon =
    depth === 0 ? (
      <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
        <TopMenuIcon name={item.icon} fontSize="small" sx={{ fontSize: 22 }} />
      </ListItemIcon>
    ) : (
      // Deeper levels use a small bullet, as icons on every line would be noisy.
      <Box aria-hidden sx={{ width: 22, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        <Box sx={{ width: 8, height: 8, borderRadius: '50%', border: '2px solid currentColor', opacity: active ? 1 : 0.7 }} />
      </Box>
    )

  const text = (
    <ListItemText
      primary={label}
      sx={{
        m: 0,
        opacity: iconsOnly ? 0 : 1,
        transition: 'opacity .2s',
        whiteSpace: 'nowrap',
        '& .MuiListItemText-primary': { fontSize: '0.9375rem' },
      }}
    />
  )

  if (!isGroup && item.to) {
    return (
      <li>
        <ListItemButton
          {...common}
          component={Link}
          to={item.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          sx={[common.sx, (theme) => (active ? activeItemSx(theme) : {})]}
        >
          {icon}
          {text}
        </ListItemButton>
      </li>
    )
  }

  return (
    <li>
      <ListItemButton
        {...common}
        aria-expanded={expanded}
        onClick={() => toggle(item.id)}
        sx={[common.sx, active ? { bgcolor: 'action.selected' } : {}]}
      >
        {icon}
        {text}
        {!iconsOnly && (
          <ChevronRight
            fontSize="small"
            sx={(theme) => ({
              transition: 'transform .2s',
              transform: expanded ? 'rotate(90deg)' : theme.direction === 'rtl' ? 'rotate(180deg)' : 'none',
              opacity: 0.8,
            })}
          />
        )}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <Branch
          items={item.children ?? []}
          depth={depth + 1}
          pathname={pathname}
          iconsOnly={iconsOnly}
          open={open}
          toggle={toggle}
          onNavigate={onNavigate}
        />
      </Collapse>
    </li>
  )
}
