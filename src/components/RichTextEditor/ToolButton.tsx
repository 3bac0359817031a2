import type { ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'

export interface ToolButtonProps {
  label: string
  /** For toggles (bold...): whether the format applies at the caret. */
  pressed?: boolean
  disabled?: boolean
  /** 0 for the one toolbar button reached with Tab, -1 for the others (the toolbar moves with arrow keys). */
  tabIndex: number
  /** Gets the button, for a popover to anchor to. */
  onClick: (button: HTMLElement) => void
  children: ReactNode
}

/** A toolbar button of the editor. */
export function ToolButton({ label, pressed, disabled, tabIndex, onClick, children }: ToolButtonProps) {
  return (
    // No tooltip on a disabled button: it gets no pointer events to close it again.
    <Tooltip title={disabled ? '' : label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={pressed}
        color={pressed ? 'primary' : 'default'}
        disabled={disabled}
        tabIndex={tabIndex}
        // Pressing it must not take the focus (and so the caret) away from the text it formats.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => onClick(event.currentTarget)}
      >
        {children}
      </IconButton>
    </Tooltip>
  )
}
