import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'

/** The shape of a settings tab while the settings load: a picture, four fields, the buttons. */
export function SettingsSkeleton() {
  const { t } = useLingui()
  return (
    <Box role="status" aria-busy="true" aria-label={t`Loading account settings`} data-testid="account-settings-loading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, mb: 3 }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="rounded" width={220} height={32} sx={{ mb: 1 }} />
          <Skeleton width={260} />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        {[0, 1, 2, 3].map((field) => (
          <Skeleton key={field} variant="rounded" height={56} />
        ))}
      </Box>
      <Skeleton variant="rounded" width={140} height={38} sx={{ mt: 3 }} />
    </Box>
  )
}
