import Box from '@mui/material/Box'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { primaryColors } from '@/theme/settings'
import { setPreferences, usePreferences } from '@/theme/settingsStore'
import { CustomizerSection } from './CustomizerSection'
import { MiniLayout } from '@/components/MiniLayout'
import { OptionCards } from './OptionCards'
import { SettingCards } from './SettingCards'

/** Names read out for each colour swatch, in the order of `primaryColors`. */
const colorNames: Record<(typeof primaryColors)[number], MessageDescriptor> = {
  '#7367F0': msg`Violet`,
  '#0D9394': msg`Teal`,
  '#FFAB1D': msg`Amber`,
  '#EB3D63': msg`Rose`,
  '#2092EC': msg`Blue`,
}

/** Colours and skin: how the app looks. */
export function ThemingSection() {
  const { t, i18n } = useLingui()
  const { primaryColor } = usePreferences()

  return (
    <CustomizerSection title={<Trans>Theming</Trans>}>
      <OptionCards
        name="primaryColor"
        label={t`Primary color`}
        value={primaryColor.toUpperCase()}
        columns={5}
        onChange={(value) => setPreferences({ primaryColor: value })}
        options={primaryColors.map((color) => ({
          value: color,
          label: i18n._(colorNames[color]),
          preview: <Box sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: color }} />,
        }))}
      />
      <SettingCards
        name="mode"
        label={t`Mode`}
        options={[
          { value: 'light', label: t`Light`, icon: LightModeOutlined },
          { value: 'dark', label: t`Dark`, icon: DarkModeOutlined },
          { value: 'system', label: t`System`, icon: DesktopWindowsOutlined },
        ]}
      />
      <SettingCards
        name="skin"
        label={t`Skin`}
        options={[
          { value: 'default', label: t`Default`, preview: <MiniLayout /> },
          { value: 'bordered', label: t`Bordered`, preview: <MiniLayout bordered /> },
          { value: 'semi-dark', label: t`Semi Dark`, preview: <MiniLayout darkMenu /> },
        ]}
      />
    </CustomizerSection>
  )
}
