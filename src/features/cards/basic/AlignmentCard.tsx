import { useState } from 'react'
import Button from '@mui/material/Button'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DemoCard } from '../DemoCard'

type Alignment = 'start' | 'center' | 'end'

/** The same card aligned to the start, the centre or the end (start and end follow the reading direction). */
export function AlignmentCard() {
  const { t } = useLingui()
  const [align, setAlign] = useState<Alignment>('center')
  const labels: Record<Alignment, string> = { start: t`Start`, center: t`Center`, end: t`End` }
  return (
    <DemoCard
      title={<Trans>Text alignment</Trans>}
      footer={
        <Button variant="contained" component={Link} to="/apps/user/list" sx={{ marginInlineStart: align === 'start' ? 0 : 'auto', marginInlineEnd: align === 'center' ? 'auto' : 0 }}>
          <Trans>User list</Trans>
        </Button>
      }
      sx={{ textAlign: align }}
      data-testid="card-alignment"
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={align}
        onChange={(_event, next: Alignment | null) => next && setAlign(next)}
        aria-label={t`Text alignment`}
        sx={{ mb: 2 }}
      >
        {(Object.keys(labels) as Alignment[]).map((value) => (
          <ToggleButton key={value} value={value}>
            {labels[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" data-testid="aligned-text">
        <Trans>Pick an alignment: the title, the text and the button follow it.</Trans>
      </Typography>
    </DemoCard>
  )
}
