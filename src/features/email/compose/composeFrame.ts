import type { Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'
import type { FrameSize } from './ComposeHeader'

const EDGE = 24

/**
 * Where the panel sits. On a desktop it docks at the bottom corner like a mail client's, so the
 * list stays usable beside it; maximised it takes the middle of the screen; below `md` it fills
 * the screen. Minimised, only its title bar stays, at the bottom.
 */
export function composeFrame(size: FrameSize, phone: boolean, theme: Theme): SystemStyleObject<Theme> {
  const base: SystemStyleObject<Theme> = {
    position: 'fixed',
    // Above the page and its drawers; below menus, popups and the discard confirmation.
    zIndex: theme.zIndex.modal - 1,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
  }
  const docked = { bottom: 0, borderEndStartRadius: 0, borderEndEndRadius: 0 }
  if (size === 'minimised') return { ...base, ...docked, insetInlineEnd: phone ? 0 : EDGE, width: phone ? '100%' : 320 }
  if (phone) return { ...base, inset: 0, borderRadius: 0 }
  if (size === 'maximised') return { ...base, top: '5vh', bottom: '5vh', insetInline: `max(${EDGE}px, calc(50% - 520px))` }
  return { ...base, ...docked, insetInlineEnd: EDGE, width: 560, height: `min(640px, calc(100vh - ${EDGE * 3}px))` }
}
