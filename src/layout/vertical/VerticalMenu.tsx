import { useState, type FocusEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useTheme } from '@mui/material/styles'
import Close from '@mui/icons-material/Close'
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked'
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked'
import { useLingui } from '@lingui/react/macro'
import { setPreferences, usePreferences } from '@/theme/settingsStore'
import { Brand } from '../Brand'
import { MenuTheme } from '../MenuTheme'
import { surfaceSx } from '../navStyles'
import { NAVBAR_HEIGHT, VERTICAL_MENU_COLLAPSED_WIDTH, VERTICAL_MENU_WIDTH } from '../layoutSizes'
import { useNavItems, usePathname } from '../useNavItems'
import { VerticalNavList } from './VerticalNavList'

interface Props {
  /** Permanent side menu (desktop) or a drawer opened by the hamburger (narrow screens). */
  variant: 'permanent' | 'temporary'
  open?: boolean
  onClose?: () => void
}

/**
 * The side menu. On a desktop it is fixed at the start edge; collapsed, it shows icons only and
 * widens over the content while the pointer or the keyboard focus is inside it.
 */
export function VerticalMenu({ variant, open = false, onClose }: Props) {
  const { t } = useLingui()
  const items = useNavItems()
  const pathname = usePathname()
  const { menuCollapsed } = usePreferences()
  const [peek, setPeek] = useState(false)
  const permanent = variant === 'permanent'
  const collapsed = permanent && menuCollapsed
  const iconsOnly = collapsed && !peek
  const width = iconsOnly ? VERTICAL_MENU_COLLAPSED_WIDTH : VERTICAL_MENU_WIDTH

  return (
    <MenuTheme>
      <MenuDrawer
        variant={variant}
        open={permanent || open}
        onClose={onClose}
        width={width}
        reserved={menuCollapsed ? VERTICAL_MENU_COLLAPSED_WIDTH : VERTICAL_MENU_WIDTH}
        onPeek={collapsed ? setPeek : undefined}
      >
        <MenuHeader variant={variant} iconsOnly={iconsOnly} onClose={onClose} />
        <Box
          component="nav"
          aria-label={t`Main menu`}
          data-testid="vertical-menu"
          sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: 2, pb: 2 }}
        >
          <VerticalNavList
            items={items}
            pathname={pathname}
            iconsOnly={iconsOnly}
            onNavigate={permanent ? undefined : onClose}
          />
        </Box>
      </MenuDrawer>
    </MenuTheme>
  )
}

interface DrawerProps {
  variant: Props['variant']
  open: boolean
  onClose?: () => void
  width: number
  /** Room kept for the menu in the page; a peeking collapsed menu grows over the content instead. */
  reserved: number
  onPeek?: (peek: boolean) => void
  children: ReactNode
}

/** The drawer itself, inside the (possibly dark) menu theme so its paper takes that theme's colours. */
function MenuDrawer({ variant, open, onClose, width, reserved, onPeek, children }: DrawerProps) {
  const theme = useTheme()
  const bordered = usePreferences().skin === 'bordered'
  return (
    <Drawer
      variant={variant}
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={
        variant === 'permanent'
          ? { width: reserved, flexShrink: 0, transition: theme.transitions.create('width') }
          : undefined
      }
      onMouseEnter={onPeek && (() => onPeek(true))}
      onMouseLeave={onPeek && (() => onPeek(false))}
      onFocus={onPeek && (() => onPeek(true))}
      onBlur={
        onPeek &&
        ((e: FocusEvent<HTMLDivElement>) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onPeek(false)
        })
      }
      slotProps={{
        paper: {
          'data-testid': 'vertical-menu-paper',
          sx: {
            width,
            overflowX: 'hidden',
            bgcolor: 'background.paper',
            transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
            ...(variant === 'permanent'
              ? { ...surfaceSx(theme, bordered), borderTop: 0, borderBottom: 0, borderLeft: 0 }
              : { border: 0 }),
            display: 'flex',
            flexDirection: 'column',
          },
        } as object,
      }}
    >
      {children}
    </Drawer>
  )
}

function MenuHeader({ variant, iconsOnly, onClose }: { variant: Props['variant']; iconsOnly: boolean; onClose?: () => void }) {
  const { t } = useLingui()
  const collapsed = usePreferences().menuCollapsed
  const toggleLabel = collapsed ? t`Keep menu expanded` : t`Collapse menu`
  return (
    <Box
      sx={{
        height: NAVBAR_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        // Centre the logo over the icons when only icons show.
        px: iconsOnly ? '20px' : 2.75,
        mb: 1,
        transition: 'padding .2s',
      }}
    >
      <Brand showName={!iconsOnly} />
      {variant === 'permanent' && !iconsOnly && (
        <Tooltip title={toggleLabel}>
          <IconButton
            size="small"
            aria-label={toggleLabel}
            aria-pressed={!collapsed}
            data-testid="menu-collapse-toggle"
            onClick={() => setPreferences({ menuCollapsed: !collapsed })}
            sx={{ color: 'text.primary' }}
          >
            {collapsed ? <RadioButtonUnchecked fontSize="small" /> : <RadioButtonChecked fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      {variant === 'temporary' && (
        <IconButton size="small" aria-label={t`Close menu`} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  )
}
