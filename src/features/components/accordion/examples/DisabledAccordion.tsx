import Accordion from '@mui/material/Accordion'
import AccordionActions from '@mui/material/AccordionActions'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Actions and disabled`,
  description: msg`Buttons under a section's text, and a section that cannot open.`,
  order: 4,
}

export default function DisabledAccordion() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
          <Typography component="span">
            <Trans>Cookie preferences</Trans>
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>We use cookies to remember your settings and to count visits.</Trans>
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button>
            <Trans>Decline</Trans>
          </Button>
          <Button variant="contained">
            <Trans>Accept</Trans>
          </Button>
        </AccordionActions>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
          <Typography component="span">
            <Trans>Advanced settings (administrators only)</Trans>
          </Typography>
        </AccordionSummary>
      </Accordion>
    </div>
  )
}
