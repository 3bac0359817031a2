import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { TintedChip } from '@/components/TintedChip'
import { CodeBlock, prettyJson } from './CodeBlock'
import { statusTint } from './MethodChip'
import type { ApiOperation, Example, JsonSchema } from './apiDocument'
import { ParametersTable } from './ParametersTable'
import { Code, SchemaView } from './SchemaView'
import { TryIt } from './TryIt'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** A payload: its schema as a tree, then the document's example of it; the labels name both for screen readers. */
function Payload({ schema, example, labels }: { schema?: JsonSchema; example?: Example; labels: { schema: string; example: string } }) {
  return (
    <>
      {schema && <SchemaView schema={schema} aria-label={labels.schema} />}
      {example && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Example</Trans>
          </Typography>
          <CodeBlock label={labels.example} maxHeight={280}>
            {prettyJson(example.value)}
          </CodeBlock>
        </>
      )}
    </>
  )
}

/** What an open operation shows: its description, parameters, request body, answers, and "try it". */
export function OperationDetails({ operation }: { operation: ApiOperation }) {
  const { t } = useLingui()
  const { requestBody } = operation
  // What the description adds to the summary, which the panel's title shows already.
  const details = operation.description.startsWith(operation.summary) ? operation.description.slice(operation.summary.length).trim() : operation.description
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {details && <Typography sx={{ overflowWrap: 'anywhere' }}>{details}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Operation ID</Trans> <Code>{operation.id}</Code>
        </Typography>
      </Box>

      {operation.parameters.length > 0 && (
        <Section title={<Trans>Parameters</Trans>}>
          <ParametersTable parameters={operation.parameters} label={t`Parameters`} />
        </Section>
      )}

      {requestBody && (
        <Section title={<Trans>Request body</Trans>}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Code>{requestBody.mediaType}</Code> · {requestBody.required ? <Trans>required</Trans> : <Trans>optional</Trans>}
            {requestBody.description && ` · ${requestBody.description}`}
          </Typography>
          <Payload
            schema={requestBody.schema}
            example={requestBody.example}
            labels={{ schema: t`Schema of the request body`, example: t`Example of the request body` }}
          />
        </Section>
      )}

      <Section title={<Trans>Responses</Trans>}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {operation.responses.map((response) => (
            <Box component="li" key={response.status} data-testid={`response-${response.status}`} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <TintedChip color={statusTint(response.status)} label={response.status} sx={{ fontWeight: 700 }} />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {response.description}
                </Typography>
              </Box>
              {response.schema || response.example ? (
                <Payload
                  schema={response.schema}
                  example={response.example}
                  labels={{ schema: t`Schema of the ${response.status} answer`, example: t`Example of the ${response.status} answer` }}
                />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Trans>No body.</Trans>
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Section>

      <Section title={<Trans>Try it</Trans>}>
        <TryIt operation={operation} />
      </Section>
    </Box>
  )
}
