import { useState, type ReactNode } from 'react'
import Menu from '@mui/material/Menu'
import { ActionButton } from './ActionButton'

/** An icon button that opens a menu; `children` gets `close`, so a choice closes the menu before acting. */
export function MenuButton({
  label,
  icon,
  disabled,
  children,
}: {
  label: string
  icon: ReactNode
  disabled?: boolean
  children: (close: () => void) => ReactNode
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <ActionButton label={label} icon={icon} disabled={disabled} aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)} />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {children(close)}
      </Menu>
    </>
  )
}
