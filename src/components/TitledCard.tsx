import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import type { SxProps, Theme } from '@mui/material/styles'
import { visuallyHidden } from './visuallyHidden'

export interface TitledCardProps {
  /** The card's heading; it also names the card (a region a screen reader can jump to). */
  title: ReactNode
  subheader?: ReactNode
  /** At the end of the title's row: a menu, a link, the card's buttons. */
  action?: ReactNode
  /** 'h3' under a section's own h2. */
  headingLevel?: 'h2' | 'h3'
  /** No header is drawn; the title still names the card for screen readers (a figure card with its own layout). */
  hideHeader?: boolean
  /** Above the header: a picture the card is about. */
  media?: ReactNode
  /** The body, under the header: start it with no top padding (`pt: 0`), the header's own spacing is there. */
  children?: ReactNode
  'aria-busy'?: boolean
  sx?: SxProps<Theme>
  'data-testid'?: string
}

/**
 * A card that is a named region: its heading names it, so a screen reader can list and jump to the
 * cards of a page and a test can find one by its title. The dashboards' cards, the card with
 * actions and the demo cards are all this card with their own bodies.
 */
export function TitledCard({ title, subheader, action, headingLevel = 'h2', hideHeader, media, children, sx, 'data-testid': testId, 'aria-busy': busy }: TitledCardProps) {
  const titleId = useId()
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      aria-busy={busy}
      data-testid={testId}
      sx={[{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {media}
      {hideHeader ? (
        <Box id={titleId} component={headingLevel} sx={visuallyHidden}>
          {title}
        </Box>
      ) : (
        <CardHeader
          // Isolated, so a title in a left-to-right language keeps its punctuation in place in the
          // right-to-left layout ("Congratulations, John!", not "!Congratulations, John").
          title={<bdi>{title}</bdi>}
          subheader={subheader && <bdi>{subheader}</bdi>}
          action={action}
          slotProps={{ title: { id: titleId, variant: 'h6', component: headingLevel }, subheader: { variant: 'body2' } }}
          sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
        />
      )}
      {children}
    </Card>
  )
}
