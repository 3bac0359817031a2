import { TintedChip } from '@/components/TintedChip'
import type { Tint } from '@/components/InitialsAvatar'
import type { HttpMethod } from './apiDocument'
import { MONO } from './SchemaView'

const TINTS: Partial<Record<HttpMethod, Tint>> = { get: 'info', post: 'success', put: 'warning', patch: 'secondary', delete: 'error' }

/** The HTTP method in capitals, in its colour: GET blue, POST green, PUT orange, PATCH violet, DELETE red. */
export function MethodChip({ method }: { method: HttpMethod }) {
  return (
    <TintedChip
      color={TINTS[method] ?? 'primary'}
      label={method.toUpperCase()}
      sx={{ ...MONO, fontWeight: 700, minWidth: 64, flexShrink: 0, '& .MuiChip-label': { px: 1 } }}
    />
  )
}

/** The colour of an answer's status: success, a client's mistake, a server's failure. */
export function statusTint(status: string | number): Tint {
  const code = String(status)
  if (code.startsWith('2') || code.startsWith('3')) return 'success'
  if (code.startsWith('4')) return 'warning'
  if (code === 'default') return 'secondary'
  return 'error'
}
