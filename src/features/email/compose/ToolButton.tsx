import type { ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'

interface ToolButtonProps {
  label: string
  /** For toggles (bold...): whether the format applies at the caret. */
  pressed?: boolean
  /** Gets the button, for a popover to anchor to. */
  onClick: (button: HTMLElement) => void
  children: ReactNode
}

/** A toolbar button of the editor. */
export function ToolButton({ label, pressed, onClick, children }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={pressed}
        color={pressed ? 'primary' : 'default'}
        // Pressing it must not take the selection away from the text it formats.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => onClick(event.currentTarget)}
      >
        {children}
      </IconButton>
    </Tooltip>
  )
}
