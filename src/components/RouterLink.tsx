import { forwardRef, type AnchorHTMLAttributes } from 'react'
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link'
import { createLink } from '@tanstack/react-router'

// createLink needs a component that forwards its ref to the <a>; MUI's Link does, this only types it.
const Anchor = forwardRef<HTMLAnchorElement, MuiLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>>(function Anchor(props, ref) {
  return <MuiLink ref={ref} underline="hover" color="inherit" {...props} />
})

/** A link of the router drawn as MUI's: a name that opens its page, in the text's own colour. */
export const RouterLink = createLink(Anchor)
