import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import LockOutlined from '@mui/icons-material/LockOutlined'
import { useLingui } from '@lingui/react/macro'
import { TintedChip } from '@/components/TintedChip'
import { MethodChip } from './MethodChip'
import type { ApiOperation } from './apiDocument'
import { OperationDetails } from './OperationDetails'
import { operationAnchor } from './schemaLinks'
import { Code } from './SchemaView'

interface OperationItemProps {
  operation: ApiOperation
  expanded: boolean
  onToggle: (expanded: boolean) => void
}

/**
 * One operation as a panel: method, path, summary, a lock when it needs a token, a badge when it
 * goes beyond the core API (`x-beyond-spec`); open, its details. The details mount only while open: the document has
 * dozens of operations.
 */
export function OperationItem({ operation, expanded, onToggle }: OperationItemProps) {
  const { t } = useLingui()
  const anchor = operationAnchor(operation.id)
  return (
    <Accordion
      id={anchor}
      expanded={expanded}
      onChange={(_, next) => onToggle(next)}
      disableGutters
      elevation={0}
      square
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid="api-operation"
      sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`${anchor}-details`}
        id={`${anchor}-summary`}
        sx={{ px: { xs: 2, sm: 2.5 }, '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, width: '100%' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5, minWidth: 0 }}>
            <MethodChip method={operation.method} />
            <Code sx={{ fontSize: '0.875rem', fontWeight: 600, color: 'text.primary', minWidth: 0 }}>{operation.path}</Code>
            {operation.secured && <LockOutlined fontSize="small" titleAccess={t`Needs an access token`} sx={{ color: 'text.secondary' }} />}
            {operation.beyondSpec && <TintedChip color="secondary" label={t`Beyond the SPEC`} />}
          </Box>
          {operation.summary && (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: expanded ? 'none' : 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {operation.summary}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pb: 3 }}>
        <OperationDetails operation={operation} />
      </AccordionDetails>
    </Accordion>
  )
}
