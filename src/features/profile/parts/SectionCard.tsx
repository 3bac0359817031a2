import { useId, type ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'

/** A target of the section links: clear of the floating navbar when scrolled to, outlined when focused from the keyboard. */
export const sectionTargetSx = {
  scrollMarginTop: 96,
  outline: 'none',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
} as const

interface SectionCardProps {
  title: ReactNode
  /** Makes the card a target of the header's section links (it takes focus when one is used). */
  id?: string
  children: ReactNode
  'data-testid'?: string
}

/** One titled part of the profile page: a landmark named by its h2. */
export function SectionCard({ title, id, children, 'data-testid': testId }: SectionCardProps) {
  const titleId = useId()
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={titleId}
      tabIndex={id ? -1 : undefined}
      data-testid={testId}
      sx={sectionTargetSx}
    >
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2', id: titleId } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  )
}
