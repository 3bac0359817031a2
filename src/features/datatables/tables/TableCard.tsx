import { useId, type ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'

/**
 * A titled card around one table. The table gets the title as its accessible name through the id
 * handed to `children`; on narrow screens it scrolls sideways inside the card.
 */
export function TableCard({ title, text, children }: { title: ReactNode; text: ReactNode; children: (titleId: string) => ReactNode }) {
  const titleId = useId()
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={title}
        subheader={text}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: titleId }, subheader: { variant: 'body2' } }}
      />
      <Divider />
      {children(titleId)}
    </Card>
  )
}
