import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { Trans, useLingui } from '@lingui/react/macro'
import { TitledCard } from '@/components/TitledCard'
import type { JsonSchema } from './apiDocument'
import { schemaAnchor } from './schemaLinks'
import { Code, SchemaView, TypeLabel } from './SchemaView'

export const SCHEMAS_ANCHOR = 'api-schemas'

interface SchemaListProps {
  schemas: ReadonlyArray<[name: string, schema: JsonSchema]>
  /** The open schema's name. */
  open: string | undefined
  onToggle: (name: string, expanded: boolean) => void
}

/** `components.schemas`: the named entities the operations point to with `$ref`, each a panel with its tree. */
export function SchemaList({ schemas, open, onToggle }: SchemaListProps) {
  const { t } = useLingui()
  return (
    <Box id={SCHEMAS_ANCHOR}>
      <TitledCard title={<Trans>Schemas</Trans>} subheader={<Trans>The named entities that operations refer to.</Trans>} data-testid="api-schemas">
        {schemas.map(([name, schema]) => {
          const anchor = schemaAnchor(name)
          return (
            <Accordion
              key={name}
              id={anchor}
              expanded={open === name}
              onChange={(_, expanded) => onToggle(name, expanded)}
              disableGutters
              elevation={0}
              square
              slotProps={{ transition: { unmountOnExit: true } }}
              sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
            >
              <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${anchor}-details`} id={`${anchor}-summary`} sx={{ px: { xs: 2, sm: 2.5 }, '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.25, minWidth: 0 }}>
                  <Code sx={{ fontSize: '0.875rem', fontWeight: 600, color: 'text.primary' }}>{name}</Code>
                  <TypeLabel schema={schema} plain />
                </Box>
              </AccordionSummary>
              <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
                <SchemaView schema={schema} aria-label={t`Schema ${name}`} />
              </AccordionDetails>
            </Accordion>
          )
        })}
        {schemas.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2.5, pb: 2.5 }}>
            <Trans>The document names no schemas.</Trans>
          </Typography>
        )}
      </TitledCard>
    </Box>
  )
}
