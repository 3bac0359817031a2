import type { MouseEvent, ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'

/** An icon button named by its tooltip (and, for screen readers, by the same words): a toolbar's button. */
export function ActionButton({
  label,
  icon,
  onClick,
  disabled,
  ...aria
}: {
  label: string
  icon: ReactNode
  onClick: (event: MouseEvent<HTMLElement>) => void
  disabled?: boolean
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
}) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick} {...aria}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )
}
