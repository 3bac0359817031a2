import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { changeLanguage } from '@/i18n/changeLanguage'
import { languages, type Language } from '@/i18n/languages'
import { setPreferences, usePreferences } from '@/theme/settingsStore'
import type { Direction } from '@/theme/settings'

/**
 * Explains the customizer and offers its three most visible switches right here, so a visitor
 * sees at once that the template really changes mode, direction and language.
 */
export function CustomizerCard() {
  const { t } = useLingui()
  const { mode, direction, language } = usePreferences()
  // "system" shows no pressed button: neither light nor dark is pinned.
  const pinnedMode = mode === 'system' ? null : mode

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <SettingsOutlined color="primary" />
          <Typography variant="h5" component="h2">
            <Trans>Make it yours</Trans>
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          <Trans>
            The customizer, behind the gear button in the navbar, changes the mode, skin, primary colour,
            menu, navbar, footer, direction and language. Your choices are kept in this browser. Try three of them here:
          </Trans>
        </Typography>
        <Stack spacing={2.5}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            aria-label={t`Mode`}
            value={pinnedMode}
            onChange={(_, value: 'light' | 'dark' | null) => value && setPreferences({ mode: value })}
          >
            <ToggleButton value="light" sx={{ gap: 1 }}>
              <LightModeOutlined fontSize="small" />
              <Trans>Light</Trans>
            </ToggleButton>
            <ToggleButton value="dark" sx={{ gap: 1 }}>
              <DarkModeOutlined fontSize="small" />
              <Trans>Dark</Trans>
            </ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            aria-label={t`Direction`}
            value={direction}
            onChange={(_, value: Direction | null) => value && setPreferences({ direction: value })}
          >
            <ToggleButton value="ltr">
              <Trans>Left to right</Trans>
            </ToggleButton>
            <ToggleButton value="rtl">
              <Trans>Right to left</Trans>
            </ToggleButton>
          </ToggleButtonGroup>
          <FormControl size="small" fullWidth>
            <InputLabel id="home-language-label">
              <Trans>Language</Trans>
            </InputLabel>
            <Select
              labelId="home-language-label"
              label={t`Language`}
              value={language}
              onChange={(e) => void changeLanguage(e.target.value as Language)}
            >
              {languages.map((l) => (
                <MenuItem key={l.code} value={l.code} lang={l.code}>
                  {l.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </CardContent>
    </Card>
  )
}
