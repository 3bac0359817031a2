import { useState, type SyntheticEvent } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`One at a time`,
  description: msg`Opening a section closes the one that was open.`,
  order: 2,
}

export default function OneAtATime() {
  const [open, setOpen] = useState<string | false>('shipping')
  // Controlled: the section that is open is state, so opening one closes the others.
  const toggle = (panel: string) => (_event: SyntheticEvent, expanded: boolean) => setOpen(expanded ? panel : false)
  return (
    <div>
      <Accordion expanded={open === 'shipping'} onChange={toggle('shipping')}>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
          <Typography component="span">
            <Trans>Shipping</Trans>
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Orders leave the warehouse within two working days.</Trans>
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion expanded={open === 'returns'} onChange={toggle('returns')}>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
          <Typography component="span">
            <Trans>Returns</Trans>
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Send an item back within 30 days for a full refund.</Trans>
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion expanded={open === 'warranty'} onChange={toggle('warranty')}>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
          <Typography component="span">
            <Trans>Warranty</Trans>
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Every device is covered for two years from the day it arrives.</Trans>
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  )
}
