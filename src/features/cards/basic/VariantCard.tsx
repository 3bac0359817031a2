import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import type { SxProps, Theme } from '@mui/material/styles'

interface VariantCardProps {
  title: ReactNode
  children: ReactNode
  sx?: SxProps<Theme>
  'data-testid'?: string
}

/**
 * One card of a colour or border row, drawn as the demo cards are but not a region of its own: its
 * row ("Color variants") is the region, and six cards named by their colour in each of two rows
 * would give a screen reader's list of regions "Primary", "Secondary"… twice. Its h3 still leads to it.
 */
export function VariantCard({ title, children, sx, 'data-testid': testId }: VariantCardProps) {
  return (
    <Card data-testid={testId} sx={[{ height: '100%', display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CardHeader title={<bdi>{title}</bdi>} slotProps={{ title: { variant: 'h6', component: 'h3' } }} />
      <CardContent sx={{ pt: 0, flex: 1, '&:last-child': { pb: 2.5 } }}>{children}</CardContent>
    </Card>
  )
}
