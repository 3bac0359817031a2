import { useMemo } from 'react'
import Typography from '@mui/material/Typography'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { filterIcons } from './filterIcons'
import { IconGrid } from './IconGrid'
import { OUTLINED_ICONS } from './outlinedIcons'

/** The filtered icons and their count (loaded with the icons themselves, on demand). */
export function IconsBrowser({ q, onPick }: { q: string; onPick: (name: string) => void }) {
  const { t } = useLingui()
  const icons = useMemo(() => filterIcons(OUTLINED_ICONS, q), [q])
  const count = icons.length
  return (
    <>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {plural(count, { one: '# icon', other: '# icons' })}
      </Typography>
      {count > 0 ? (
        <IconGrid icons={icons} onPick={onPick} label={t`Icons`} />
      ) : (
        <Typography sx={{ py: 6, textAlign: 'center' }}>{t`No icon's name holds “${q}”.`}</Typography>
      )}
    </>
  )
}
