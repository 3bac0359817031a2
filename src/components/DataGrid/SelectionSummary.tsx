import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { Plural, Trans } from '@lingui/react/macro'

/** "3 rows selected · Clear selection": selected rows stay selected across pages, so the count says how many in all. */
export function SelectionSummary({ count, onClear }: { count: number; onClear: () => void }) {
  if (count === 0) return null
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip color="primary" size="small" label={<Plural value={count} one="# row selected" other="# rows selected" />} />
      <Button size="small" onClick={onClear}>
        <Trans>Clear selection</Trans>
      </Button>
    </Stack>
  )
}
