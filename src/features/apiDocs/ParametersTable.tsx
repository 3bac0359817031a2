import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApiParameter } from './apiDocument'
import { Code, SchemaFacts, TypeLabel } from './SchemaView'

/** An operation's parameters: name, where it goes, whether it is required, type, default, description and example. */
export function ParametersTable({ parameters, label }: { parameters: readonly ApiParameter[]; label: string }) {
  const { t } = useLingui()
  return (
    // A narrow screen scrolls the table inside its own box, never the page.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Name`}</TableCell>
            <TableCell>{t`In`}</TableCell>
            <TableCell>{t`Required`}</TableCell>
            <TableCell>{t`Type`}</TableCell>
            <TableCell>{t`Default`}</TableCell>
            <TableCell>{t`Description`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parameters.map((parameter) => {
            const fallback = parameter.schema?.default
            return (
              <TableRow key={`${parameter.in}:${parameter.name}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Code sx={{ fontWeight: 600, overflowWrap: 'normal' }}>{parameter.name}</Code>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Code sx={{ overflowWrap: 'normal' }}>{parameter.in}</Code>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{parameter.required ? <Trans>yes</Trans> : <Trans>no</Trans>}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  {parameter.schema ? (
                    <Box sx={{ display: 'grid', gap: 0.25 }}>
                      <TypeLabel schema={parameter.schema} />
                      <SchemaFacts schema={{ ...parameter.schema, default: undefined }} />
                    </Box>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{fallback === undefined ? '—' : <Code sx={{ overflowWrap: 'normal' }}>{JSON.stringify(fallback)}</Code>}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  {parameter.description}
                  {parameter.example && (
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mt: 0.25 }}>
                      <Trans>Example</Trans> <Code>{JSON.stringify(parameter.example.value)}</Code>
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
