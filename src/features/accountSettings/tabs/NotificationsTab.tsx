import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { NOTIFICATION_FLAGS, type AccountSettings, type NotificationSettings } from '@/api/contract/accountSettings'
import { FormAlert, FormCheckbox } from '@/components/form'
import { saveTab } from '../queries'
import { useAccountSchemas } from '../schemas'
import { useTabForm } from '../useTabForm'
import { TabActions } from './TabActions'

/** Which emails the user wants, one checkbox per flag (`NotificationSettings` in src/api/contract/accountSettings.ts). */
export function NotificationsTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui()
  const { form, onSubmit, saving, reset } = useTabForm({
    schema: useAccountSchemas().notification,
    saved: settings.notification,
    save: saveTab.notification,
    valuesOf: (saved) => saved.notification,
  })
  const labels: Record<keyof NotificationSettings, string> = {
    commentOnArticle: t`Email me when someone comments on my article`,
    answerOnForm: t`Email me when someone answers on my form`,
    followMe: t`Email me when someone follows me`,
    newAnnouncements: t`News and announcements`,
    productUpdates: t`Weekly product updates`,
    blogDigest: t`Weekly blog digest`,
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Notifications`}>
      <FormAlert form={form} sx={{ mb: 2.5 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <Trans>Activity and news</Trans>
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        {NOTIFICATION_FLAGS.map((flag) => (
          <FormCheckbox key={flag} control={form.control} name={flag} label={labels[flag]} />
        ))}
      </Box>
      <TabActions control={form.control} saving={saving} onCancel={reset} />
    </Box>
  )
}
