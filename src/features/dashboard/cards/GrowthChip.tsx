import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import { TintedChip } from '@/components/TintedChip'
import { useDashboardFormat } from '../useDashboardFormat'

/** A change against the span before: green and up when it grew, red and down when it fell. */
export function GrowthChip({ value }: { value: number }) {
  const format = useDashboardFormat()
  const fell = value < 0
  return (
    <TintedChip
      color={fell ? 'error' : 'success'}
      icon={fell ? <ArrowDownward /> : <ArrowUpward />}
      label={<bdi dir="ltr">{format.growth(value)}</bdi>}
      sx={{ '& .MuiChip-icon': { fontSize: 14, color: 'inherit' } }}
    />
  )
}
