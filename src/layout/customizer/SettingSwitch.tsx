import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { setPreferences, usePreferences } from '@/theme/settingsStore'

type BooleanKey = 'menuCollapsed' | 'menuHidden' | 'scrollToTop'

/** An on/off setting as a labelled switch. */
export function SettingSwitch({ name, label, disabled }: { name: BooleanKey; label: string; disabled?: boolean }) {
  const value = usePreferences()[name]
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      labelPlacement="start"
      sx={{ mx: 0, justifyContent: 'space-between', '& .MuiFormControlLabel-label': { fontWeight: 500, fontSize: '0.875rem' } }}
      control={
        <Switch
          checked={value}
          onChange={(e) => setPreferences({ [name]: e.target.checked })}
          slotProps={{ input: { 'data-testid': `switch-${name}` } as object }}
        />
      }
    />
  )
}
