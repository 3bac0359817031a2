import Stack from '@mui/material/Stack'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Switch from '@mui/material/Switch'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Switches`,
  description: msg`On and off at once: labels, colours, sizes and a disabled one.`,
  order: 1,
}

export default function BasicSwitches() {
  const { t } = useLingui()
  return (
    <Stack spacing={1}>
      <FormGroup>
        <FormControlLabel control={<Switch defaultChecked />} label={t`Wi-Fi`} />
        <FormControlLabel control={<Switch />} label={t`Bluetooth`} />
        <FormControlLabel control={<Switch defaultChecked />} label={t`Airplane mode (disabled)`} disabled />
      </FormGroup>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Switch defaultChecked color="secondary" slotProps={{ input: { 'aria-label': t`Secondary` } }} />
        <Switch defaultChecked color="success" slotProps={{ input: { 'aria-label': t`Success` } }} />
        <Switch defaultChecked color="warning" slotProps={{ input: { 'aria-label': t`Warning` } }} />
        <Switch defaultChecked color="error" slotProps={{ input: { 'aria-label': t`Error` } }} />
        <Switch defaultChecked size="small" slotProps={{ input: { 'aria-label': t`Small` } }} />
      </Stack>
    </Stack>
  )
}
