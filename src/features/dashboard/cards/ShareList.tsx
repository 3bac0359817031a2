import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

export interface Share {
  key: string
  label: ReactNode
  color: string
  value: ReactNode
  /** A second figure after the value: a share, a growth chip. */
  extra?: ReactNode
}

/** The legend of a ring or pie chart as a list: each part's colour, name and figures. */
export function ShareList({ items }: { items: readonly Share[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, flexShrink: 0 }} />
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
            {item.label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <bdi dir="ltr">{item.value}</bdi>
          </Typography>
          {item.extra}
        </Box>
      ))}
    </Box>
  )
}
