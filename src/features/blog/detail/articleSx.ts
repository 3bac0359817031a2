import type { SxProps, Theme } from '@mui/material/styles'

/**
 * The look of a post's content: the theme's type scale and colours (readable in dark mode), logical
 * sides (lists and quotes sit right in right-to-left layouts), pictures that shrink to fit.
 */
export const articleSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.body1,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1.5 },
  '& h2': { ...theme.typography.h5, mt: 3, mb: 1 },
  '& h3': { ...theme.typography.h6, mt: 2.5, mb: 1 },
  '& h4': { ...theme.typography.subtitle1, fontWeight: 600, mt: 2, mb: 1 },
  '& ul, & ol': { my: 1.5, paddingInlineStart: 3 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote p': { my: 0.5 },
  '& blockquote': {
    mx: 0,
    my: 2,
    px: 2,
    py: 1,
    borderInlineStart: `4px solid ${theme.palette.primary.main}`,
    bgcolor: 'action.hover',
    borderRadius: 1,
    fontStyle: 'italic',
    color: 'text.secondary',
  },
  '& pre': { p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
})
