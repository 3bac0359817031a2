import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { createLink, type LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

export interface Crumb {
  label: ReactNode
  /** Where the crumb leads; the last crumb (the page itself) has none. */
  to?: LinkProps['to']
}

interface PageHeaderProps {
  title: ReactNode
  /** One line saying what the page is for. */
  subtitle?: ReactNode
  /** The way here, from the top: each crumb but the page itself is a link. */
  breadcrumbs?: readonly Crumb[]
  /** The page's own buttons, at the end of the title's row (wrapping under it when narrow). */
  actions?: ReactNode
}

// createLink needs a component that forwards its ref to the <a>; MUI's Link does, this only types it.
const CrumbAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>>(function CrumbAnchor(props, ref) {
  return <MuiLink ref={ref} underline="hover" color="inherit" {...props} />
})
const CrumbLink = createLink(CrumbAnchor)

/** The top of a page: where it sits (breadcrumbs), its title (the page's one h1), what it is for, its actions. */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  const { t } = useLingui()
  return (
    <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: 2, rowGap: 1.5 }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <Breadcrumbs aria-label={t`Breadcrumb`} sx={{ mb: 1, typography: 'body2' }}>
            {breadcrumbs.map((crumb, index) =>
              crumb.to ? (
                <CrumbLink key={index} to={crumb.to}>
                  {crumb.label}
                </CrumbLink>
              ) : (
                <Typography key={index} variant="body2" aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined} sx={{ color: 'text.primary' }}>
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>}
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box>}
    </Box>
  )
}
