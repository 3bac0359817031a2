import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Typography from '@mui/material/Typography'
import Refresh from '@mui/icons-material/Refresh'
import { Plural, useLingui } from '@lingui/react/macro'
import type { Email } from '@/api/contract/email'
import { ActionButton } from '@/components/ActionButton'
import type { SelectAllState } from '@/lib/selection'
import { BulkActions } from './BulkActions'

interface ListToolbarProps {
  allState: SelectAllState
  onToggleAll: () => void
  selected: readonly Email[]
  onClearSelection: () => void
  onRefresh: () => void
  refreshing: boolean
  empty: boolean
}

/** Above the list: select all (checked, indeterminate or not), then the actions on the selection. */
export function ListToolbar({ allState, onToggleAll, selected, onClearSelection, onRefresh, refreshing, empty }: ListToolbarProps) {
  const { t } = useLingui()
  const count = selected.length
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 52, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
      <Checkbox
        size="small"
        disabled={empty}
        checked={allState === 'all'}
        indeterminate={allState === 'some'}
        onChange={onToggleAll}
        slotProps={{ input: { 'aria-label': allState === 'all' ? t`Clear selection` : t`Select all listed mail` } }}
      />
      {count > 0 ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }} data-testid="selection-count">
            <Plural value={count} one="# selected" other="# selected" />
          </Typography>
          <BulkActions mails={selected} onDone={onClearSelection} />
        </>
      ) : (
        <ActionButton label={t`Refresh`} icon={<Refresh />} disabled={refreshing} onClick={onRefresh} />
      )}
    </Box>
  )
}
