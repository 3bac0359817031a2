import { useState } from 'react'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { showToast } from '@/components/toast'
import { languages, type Language } from '@/i18n/languages'
import { changeLanguage } from '@/theme/changeLanguage'
import { usePreference } from '@/theme/settingsStore'

export const meta: ExampleMeta = {
  title: msg`Switch the app's language`,
  description: msg`The navbar's language menu in another shape: the whole app follows, and a reload keeps the choice.`,
  order: 4,
}

export default function SwitchLanguage() {
  const { t, i18n } = useLingui()
  const active = usePreference('language')
  const [switching, setSwitching] = useState(false)
  const code = i18n.locale.toUpperCase()

  // The very function the navbar's language menu calls: it loads the language, then stores the choice.
  const choose = async (language: Language | null) => {
    if (!language || language === active) return
    setSwitching(true)
    try {
      await changeLanguage(language)
    } catch {
      showToast(t`The language could not be loaded. Please try again.`, {
        variant: 'error',
      })
    } finally {
      setSwitching(false)
    }
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        value={active}
        onChange={(_, language: Language | null) => choose(language)}
        aria-label={t`Language of the app`}
        disabled={switching}
      >
        {languages.map(({ code, name }) => (
          <ToggleButton key={code} value={code} lang={code} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans>The app speaks {code}: the menu, this page and every date and number change with it.</Trans>
      </Typography>
    </Stack>
  )
}
