import type { ReactNode } from 'react'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import { TitledCard, type TitledCardProps } from '@/components/TitledCard'

export interface DemoCardProps extends Omit<TitledCardProps, 'hideHeader' | 'aria-busy'> {
  /** The buttons or links along the bottom. */
  footer?: ReactNode
}

/** One demo card: the kit's titled card with a body and an optional row of buttons or links along the bottom. */
export function DemoCard({ title, subheader, action, media, footer, headingLevel, children, sx, 'data-testid': testId }: DemoCardProps) {
  return (
    <TitledCard title={title} subheader={subheader} action={action} media={media} headingLevel={headingLevel} sx={sx} data-testid={testId}>
      {children && <CardContent sx={{ pt: 0, flex: 1, '&:last-child': { pb: 2.5 } }}>{children}</CardContent>}
      {footer && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {footer}
        </CardActions>
      )}
    </TitledCard>
  )
}
