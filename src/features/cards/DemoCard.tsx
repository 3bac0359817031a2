import { useId, type ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import type { SxProps, Theme } from '@mui/material/styles'

export interface DemoCardProps {
  /** The card's heading; it also names the card (a region a screen reader can jump to). */
  title: ReactNode
  subheader?: ReactNode
  /** At the end of the title's row. */
  action?: ReactNode
  /** Above the title: a picture the card is about. */
  media?: ReactNode
  /** The buttons or links along the bottom. */
  footer?: ReactNode
  /** 'h3' under a section's own h2 (the colour and border variants). */
  headingLevel?: 'h2' | 'h3'
  children?: ReactNode
  sx?: SxProps<Theme>
  'data-testid'?: string
}

/** One demo card: a region named by its heading, with optional picture, header action and footer. */
export function DemoCard({ title, subheader, action, media, footer, headingLevel = 'h2', children, sx, 'data-testid': testId }: DemoCardProps) {
  const titleId = useId()
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={[{ height: '100%', display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {media}
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { id: titleId, variant: 'h6', component: headingLevel }, subheader: { variant: 'body2' } }}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      {children && <CardContent sx={{ pt: 0, flex: 1, '&:last-child': { pb: 2.5 } }}>{children}</CardContent>}
      {footer && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {footer}
        </CardActions>
      )}
    </Card>
  )
}
