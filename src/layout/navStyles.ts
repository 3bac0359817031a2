import { alpha, type Theme } from '@mui/material/styles'

/**
 * The look of the current page's menu entry: a primary gradient with a soft glow, the signature
 * of the template. Shared by both menus so they agree on what "active" looks like.
 *
 * Keyboard focus draws the theme's ring inside the fill, in the label's colour: a primary ring
 * would hardly show against a primary fill, and one outside it would be cut off by the side menu's
 * scrolling edge. The fill keeps a band of colour on both sides of the ring.
 */
export function activeItemSx(theme: Theme) {
  const { main, dark, contrastText } = theme.palette.primary
  // From the primary colour to its darker shade: a gradient that fades towards white would put the
  // label's end on a tint where white text falls under 4.5:1 (3.4:1 measured).
  const fill = `linear-gradient(72.47deg, ${main} 22.16%, ${dark} 100%)`
  const glow = `0 2px 6px ${alpha(main, 0.3)}`
  return {
    color: contrastText,
    background: fill,
    boxShadow: glow,
    '& .MuiListItemIcon-root, & .MuiSvgIcon-root': { color: 'inherit' },
    '&:hover, &.Mui-focusVisible': { background: fill },
    '&.Mui-focusVisible': { outlineColor: contrastText, outlineOffset: '-4px', boxShadow: glow },
  } as const
}

/** A menu surface separated by a border (bordered skin) or by a shadow (the others). */
export function surfaceSx(theme: Theme, bordered: boolean, shadow: 'small' | 'large' = 'small') {
  if (bordered) return { boxShadow: 'none', border: `1px solid ${theme.palette.divider}` } as const
  const rgb = theme.palette.mode === 'light' ? '47, 43, 61' : '19, 17, 32'
  const strength = theme.palette.mode === 'light' ? (shadow === 'small' ? 0.12 : 0.16) : 0.3
  return {
    border: '1px solid transparent',
    boxShadow: shadow === 'small' ? `0 2px 8px rgba(${rgb}, ${strength})` : `0 6px 20px rgba(${rgb}, ${strength})`,
  } as const
}
