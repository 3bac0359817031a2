import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { SOCIAL_NETWORKS, type AccountSettings } from '@/api/contract/accountSettings'
import { FormAlert, FormFields } from '@/components/form'
import { saveTab } from '../queries'
import { useAccountSchemas } from '../schemas'
import { useTabForm } from '../useTabForm'
import { Connections } from './Connections'
import { TWO_COLUMNS } from './layout'
import { NETWORK_NAMES } from './networks'
import { TabActions } from './TabActions'

/** Links to the user's profiles elsewhere (saved with Save), and the connected services (each switch saves at once). */
export function SocialTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui()
  const { form, onSubmit, saving, reset } = useTabForm({
    schema: useAccountSchemas().social,
    saved: settings.social.socialLinks,
    save: saveTab.social,
    valuesOf: (saved) => saved.social.socialLinks,
  })
  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Social links`}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          <Trans>Social links</Trans>
        </Typography>
        <FormAlert form={form} sx={{ mb: 2.5 }} />
        <FormFields
          control={form.control}
          sx={TWO_COLUMNS}
          fields={SOCIAL_NETWORKS.map((network) => ({ name: network, label: NETWORK_NAMES[network], type: 'url', placeholder: 'https://' }))}
        />
        <TabActions control={form.control} saving={saving} onCancel={reset} />
      </Box>
      <Divider sx={{ my: 4 }} />
      <Connections connections={settings.social.connections} />
    </>
  )
}
