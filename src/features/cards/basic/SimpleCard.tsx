import { useState } from 'react'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import { DemoCard } from '../DemoCard'

/** Text and a button: "Read more" unfolds the rest of the text. */
export function SimpleCard() {
  const [more, setMore] = useState(false)
  return (
    <DemoCard
      title={<Trans>Simple card</Trans>}
      footer={
        <Button variant="contained" aria-expanded={more} onClick={() => setMore((open) => !open)}>
          {more ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
        </Button>
      }
      data-testid="card-simple"
    >
      <Typography variant="body2">
        <Trans>A card holds related content and actions about a single subject.</Trans>
      </Typography>
      <Collapse in={more}>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <Trans>Cards fit any grid: they grow to the height of the tallest card in their row.</Trans>
        </Typography>
      </Collapse>
    </DemoCard>
  )
}
