import type { ReactNode } from 'react'
import MoreVert from '@mui/icons-material/MoreVert'
import { Link } from '@tanstack/react-router'
import { IconMenuItem } from './IconMenuItem'
import { MenuButton } from './MenuButton'

interface RowActionBase {
  /** The entry's words, translated. */
  label: string
  /** An icon (`<EditOutlined />`): the menu draws it small, and red for a danger entry. */
  icon: ReactNode
  disabled?: boolean
  /** Destroys something (Delete): drawn in red. It should ask first (see DeleteDialog). */
  danger?: boolean
}

/** One entry of a row's menu: it acts (`onClick`) or opens a page (`to`). The menu closes first either way. */
export type RowAction = RowActionBase & ({ onClick: () => void; to?: never } | { to: string; onClick?: never })

/**
 * The "⋮" button of a grid row and its menu of actions.
 *
 * ```tsx
 * <RowActionsMenu
 *   label={t`Actions for ${fullName}`}
 *   actions={[
 *     { label: t`Edit`, icon: <EditOutlined />, to: `/apps/user/edit/${id}` },
 *     { label: t`Delete`, icon: <DeleteOutlined />, danger: true, onClick: onDelete },
 *   ]}
 * />
 * ```
 */
export function RowActionsMenu({ label, actions }: {
  /** The button's name, which names the row ("Actions for Galen Slixby"), translated: a screen reader reads it among many such buttons. */
  label: string
  actions: readonly RowAction[]
}) {
  return (
    <MenuButton label={label} icon={<MoreVert />}>
      {(close) =>
        actions.map(({ label: entry, icon, disabled, danger, onClick, to }) => {
          const look = {
            icon,
            disabled,
            sx: {
              ...(danger && { color: 'error.main' }),
              '& .MuiListItemIcon-root': { color: danger ? 'error.main' : undefined, '& .MuiSvgIcon-root': { fontSize: 20 } },
            },
          }
          return to === undefined ? (
            <IconMenuItem
              key={entry}
              {...look}
              onClick={() => {
                close()
                onClick()
              }}
            >
              {entry}
            </IconMenuItem>
          ) : (
            <IconMenuItem key={entry} {...look} component={Link} to={to} onClick={close}>
              {entry}
            </IconMenuItem>
          )
        })
      }
    </MenuButton>
  )
}
