import { forwardRef, type AnchorHTMLAttributes } from 'react'
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link'
import { createLink } from '@tanstack/react-router'

type AnchorProps = MuiLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>

// createLink needs a component that forwards its ref to the <a>; MUI's Link does, this only types it.
const LinkAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function LinkAnchor(props, ref) {
  // Underlined: these links sit in sentences, and must not be told apart by colour alone.
  return <MuiLink ref={ref} underline="always" {...props} />
})

/** A MUI-styled link with the router's typed `to`, so a typo in a path is a type error. */
export const AppLink = createLink(LinkAnchor)
