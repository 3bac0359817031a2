import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** One example: a title, what it shows, the field, and what it currently holds. */
export function ExampleCard({ title, text, children, value }: { title: ReactNode; text: ReactNode; children: ReactNode; value: ReactNode }) {
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {text}
        </Typography>
        {children}
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary', overflowWrap: 'anywhere' }} aria-live="polite">
          {value}
        </Typography>
      </CardContent>
    </Card>
  )
}
