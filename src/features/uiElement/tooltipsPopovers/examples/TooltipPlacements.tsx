import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Placements`, description: msg`Above, below or beside the element, on hover and on keyboard focus.`, order: 1 }

export default function TooltipPlacements() {
  const { t } = useLingui()
  const placements = [
    { placement: 'top', label: t`Top`, tip: t`A tooltip above` },
    { placement: 'bottom', label: t`Bottom`, tip: t`A tooltip below` },
    { placement: 'left', label: t`Left`, tip: t`A tooltip on the left` },
    { placement: 'right', label: t`Right`, tip: t`A tooltip on the right` },
  ] as const
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {placements.map(({ placement, label, tip }) => (
        <Tooltip key={placement} title={tip} describeChild placement={placement}>
          <Button variant="outlined">{label}</Button>
        </Tooltip>
      ))}
    </Box>
  )
}
