import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SendOutlined from '@mui/icons-material/SendOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TintedChip } from '@/components/TintedChip'
import { CodeBlock, prettyJson } from './CodeBlock'
import { statusTint } from './MethodChip'
import type { ApiOperation, ApiParameter } from './apiDocument'
import { Code, MONO } from './SchemaView'
import { typesOf } from './schemaParts'
import { bodyProblem, sendTry, type TryAnswer, type TryRequest } from './sendTry'

/** An example as a field shows it: text as it is, a list comma-separated, anything else as JSON. */
function exampleText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(',')
  return JSON.stringify(value) ?? ''
}

/** The parameters a form can fill: the path's and the query's. */
const formParameters = (operation: ApiOperation) => operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query')

function ParameterField({ parameter, value, error, onChange }: { parameter: ApiParameter; value: string; error: boolean; onChange: (value: string) => void }) {
  const { t } = useLingui()
  const choices = Array.isArray(parameter.schema?.enum) ? parameter.schema.enum.filter((item) => typeof item !== 'object') : undefined
  const type = parameter.schema ? typesOf(parameter.schema).join(' | ') : ''
  return (
    <TextField
      select={choices !== undefined}
      label={parameter.name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={parameter.required}
      error={error}
      helperText={error ? t`Required` : [parameter.in, type].filter(Boolean).join(' · ')}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      sx={{ '& input, & .MuiSelect-select': MONO }}
    >
      {choices && [
        <MenuItem key="" value="">
          <em>
            <Trans>(none)</Trans>
          </em>
        </MenuItem>,
        ...choices.map((choice) => (
          <MenuItem key={String(choice)} value={String(choice)} sx={MONO}>
            {String(choice)}
          </MenuItem>
        )),
      ]}
    </TextField>
  )
}

function Answer({ answer }: { answer: TryAnswer }) {
  const { t, i18n } = useLingui()
  return (
    <Box data-testid="try-it-answer" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TintedChip color={statusTint(answer.status)} label={<bdi dir="ltr">{`${answer.status} ${answer.statusText}`.trim()}</bdi>} data-testid="try-it-status" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="try-it-time">
          <bdi dir="ltr">{t`${i18n.number(answer.milliseconds)} ms`}</bdi>
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 0 }}>
        <Code>{`${answer.method} ${answer.url}`}</Code>
      </Typography>
      {answer.body === '' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>The answer has no body.</Trans>
        </Typography>
      ) : (
        <CodeBlock label={t`Answer body`} data-testid="try-it-body" maxHeight={420}>
          {answer.body}
        </CodeBlock>
      )}
    </Box>
  )
}

/**
 * "Try it": fields for the path and query parameters and a JSON body, prefilled with the document's
 * examples, and Send, which calls the API over the network with the signed-in user's token and
 * shows the status, the time taken and the answer. Error statuses are answers too.
 */
export function TryIt({ operation }: { operation: ApiOperation }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const parameters = formParameters(operation)
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.example ? exampleText(parameter.example.value) : ''])),
  )
  const [body, setBody] = useState(() => (operation.requestBody?.example ? prettyJson(operation.requestBody.example.value) : ''))
  const [withToken, setWithToken] = useState(operation.secured)
  // Problems show once Send was pressed, not while the form is first filled in.
  const [tried, setTried] = useState(false)

  const send = useMutation({
    mutationFn: (request: TryRequest) => sendTry(request),
    onSuccess: (answer) => {
      // A write that went through changed the back end's data: what the other screens hold is stale.
      if (answer.method !== 'GET' && answer.status < 300) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'apiDocs' })
    },
  })

  const missing = new Set(parameters.filter((parameter) => parameter.required && !values[parameter.name]?.trim()).map((parameter) => parameter.name))
  const jsonProblem = operation.requestBody ? bodyProblem(body) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (missing.size > 0 || jsonProblem) return
    send.mutate({ operation, values, body: operation.requestBody ? body : '', withToken })
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Try ${operation.method.toUpperCase()} ${operation.path}`} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {parameters.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          {parameters.map((parameter) => (
            <ParameterField
              key={`${parameter.in}:${parameter.name}`}
              parameter={parameter}
              value={values[parameter.name] ?? ''}
              error={tried && missing.has(parameter.name)}
              onChange={(value) => setValues((current) => ({ ...current, [parameter.name]: value }))}
            />
          ))}
        </Box>
      )}
      {operation.requestBody && (
        <TextField
          label={t`Request body (JSON)`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={4}
          maxRows={18}
          fullWidth
          error={tried && jsonProblem !== undefined}
          helperText={tried && jsonProblem ? t`This is not valid JSON: ${jsonProblem}` : t`Sent as application/json; leave it empty to send no body.`}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          sx={{ '& textarea': { ...MONO, whiteSpace: 'pre', overflowX: 'auto' } }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <FormControlLabel control={<Switch checked={withToken} onChange={(event) => setWithToken(event.target.checked)} />} label={<Trans>Send my access token</Trans>} />
        <Button type="submit" variant="contained" startIcon={<SendOutlined sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} loading={send.isPending}>
          <Trans>Send</Trans>
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ minWidth: 0 }}>
        {send.isError ? (
          <Alert severity="error">
            <Trans>The request did not reach the server.</Trans> {send.error instanceof Error ? send.error.message : ''}
          </Alert>
        ) : (
          send.data && <Answer answer={send.data} />
        )}
      </Box>
    </Box>
  )
}
