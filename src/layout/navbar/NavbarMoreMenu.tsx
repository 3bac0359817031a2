import { useState, type MouseEvent } from 'react'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import MoreVert from '@mui/icons-material/MoreVert'
import { useLingui } from '@lingui/react/macro'
import { lazyOnOpen } from '@/components/lazyOnOpen'
import { preloadCustomizer } from '@/layout/customizer/LazyCustomizer'
import { useChatUnseen } from './ChatButton'

// The menu's code loads the first time it opens: only a phone shows this button at all.
const NavbarMoreMenuList = lazyOnOpen(() => import('./NavbarMoreMenuList').then((m) => m.NavbarMoreMenuList))

const preload = () => {
  preloadCustomizer()
  NavbarMoreMenuList.preload()
}

/**
 * On a phone, the mode, the theme customizer, the cart, the chat and the language share this one menu: their
 * buttons would not fit beside the brand, search and the user menu on a 320 px screen. A dot on the
 * button says that chat messages wait unseen (the menu's chat entry says how many).
 */
export function NavbarMoreMenu({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useLingui()
  const { unseen } = useChatUnseen()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
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
          onPointerEnter={preload}
          onFocus={preload}
        >
          <Badge variant="dot" color="error" invisible={unseen === 0} overlap="circular">
            <MoreVert />
          </Badge>
        </IconButton>
      </Tooltip>
      <NavbarMoreMenuList
        open={Boolean(anchor)}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        onOpenCustomizer={onOpenCustomizer}
      />
    </>
  )
}
