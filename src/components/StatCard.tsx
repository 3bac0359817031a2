import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import type { Tint } from './InitialsAvatar'
import { SOFT_TINT } from '@/theme/createAppTheme'

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
      <Box
        sx={(theme) => ({
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: `${tint}.main`,
          bgcolor: alpha(theme.palette[tint].main, SOFT_TINT),
        })}
      >
        {icon}
      </Box>
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
