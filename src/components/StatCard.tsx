import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { Tint } from './InitialsAvatar'
import { TintedIcon } from './TintedIcon'

interface StatCardProps {
  /** What is counted ("Active users"). */
  label: ReactNode
  /** The figure, formatted; undefined while it loads (a skeleton stands in). */
  value: ReactNode | undefined
  icon: ReactNode
  tint?: Tint
  'data-testid'?: string
}

/** One figure of a summary row: an icon on a soft tint of its colour, the figure, and what it counts. */
export function StatCard({ label, value, icon, tint = 'primary', 'data-testid': testId }: StatCardProps) {
  return (
    <Card data-testid={testId} sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
      <TintedIcon tint={tint} size={48} shape="rounded">
        {icon}
      </TintedIcon>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {value ?? <Skeleton width={48} />}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
      </Box>
    </Card>
  )
}
