import { useState } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { FaqCategory } from '@/api/contract/faq'
import type { FaqCategoryId } from '@/api/contract/faqValues'
import { TintedIcon } from '@/components/TintedIcon'
import { TopicIcon } from '../icons'
import { panelId, tabId } from './FaqCategoryTabs'

/**
 * The open category: its title and what it is about, then its questions, each an accordion whose
 * answer opens under it. Several may be open at once, so answers can be compared.
 */
export function FaqCategoryPanel({ id, category }: { id: FaqCategoryId; category: FaqCategory }) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(index)) next.add(index)
      return next
    })
  return (
    <Box role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} data-testid="faq-panel" sx={{ flex: 1, minWidth: 0, width: '100%' }}>
      <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <TintedIcon tint="primary" shape="rounded" size={48}>
          <TopicIcon name={category.icon} />
        </TintedIcon>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2">
            <bdi>{category.title}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <bdi>{category.subtitle}</bdi>
          </Typography>
        </Box>
      </Box>
      <Box>
        {category.qandA.map((qa, index) => (
          <Accordion
            key={qa.question}
            expanded={expanded.has(index)}
            onChange={() => toggle(index)}
            disableGutters
            data-testid="faq-question"
            sx={{ '&:before': { display: 'none' }, mb: 1.5, borderRadius: 2, '&:first-of-type, &:last-of-type': { borderRadius: 2 } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 2.5, '& .MuiAccordionSummary-content': { my: 1.75 } }}>
              <Typography component="span" dir="auto" sx={{ fontWeight: 600 }}>
                {qa.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 2.5, pt: 0, pb: 2.5 }}>
              <Typography dir="auto" sx={{ color: 'text.secondary' }}>
                {qa.ans}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  )
}
