import { useId } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { Trans } from '@lingui/react/macro'
import type { PricingQuestion } from '@/api/contract/pricing'

/** The page's questions, each a panel that opens on its answer; the first is open. */
export function PricingQuestions({ faq }: { faq: readonly PricingQuestion[] }) {
  const headingId = useId()
  const panelId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ textAlign: 'center', fontWeight: 600, mb: 0.5 }}>
        <Trans>Frequently asked questions</Trans>
      </Typography>
      <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 3 }}>
        <Trans>About plans, billing and trials.</Trans>
      </Typography>
      <Box sx={{ maxWidth: 860, mx: 'auto' }} data-testid="pricing-faq">
        {faq.map(({ question, answer }, index) => (
          <Accordion key={question} defaultExpanded={index === 0} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />} id={`${panelId}-${index}-summary`} aria-controls={`${panelId}-${index}-answer`}>
              <Typography sx={{ fontWeight: 500 }}>{question}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`${panelId}-${index}-answer`}>
              <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  )
}
