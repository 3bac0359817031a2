import Box from '@mui/material/Box'
import type { AbilityRule } from '@/api/contract/auth'

/** A rule as the back end writes it, e.g. `read ACL`, in monospace so it reads as data. */
export function RuleCode({ rule }: { rule: AbilityRule }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary' }}>
      {rule.action} {rule.subject}
    </Box>
  )
}
