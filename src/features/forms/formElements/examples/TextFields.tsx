import { useState } from 'react'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import MailOutlined from '@mui/icons-material/MailOutlined'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Text fields`,
  description: msg`Variants, adornments, helper and error text, and a multiline field that counts its characters.`,
  order: 1,
  wide: true,
}

const MAX_BIO = 160

export default function TextFields() {
  const { t } = useLingui()
  const [bio, setBio] = useState('')
  const left = MAX_BIO - bio.length
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label={t`Outlined`} defaultValue="Ada Lovelace" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label={t`Filled`} variant="filled" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label={t`Standard`} variant="standard" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t`Email`}
          type="email"
          fullWidth
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><MailOutlined fontSize="small" /></InputAdornment> } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label={t`Price`} type="number" fullWidth slotProps={{ input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label={t`Weight`} type="number" fullWidth slotProps={{ input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={t`Username`} helperText={t`Letters, digits and dots only.`} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={t`Website`} defaultValue="example" error helperText={t`Enter an address starting with https://`} fullWidth />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t`Bio`}
          multiline
          minRows={3}
          fullWidth
          value={bio}
          onChange={(event) => setBio(event.target.value.slice(0, MAX_BIO))}
          helperText={plural(left, { one: '# character left', other: '# characters left' })}
          slotProps={{
            htmlInput: { maxLength: MAX_BIO },
            formHelperText: { sx: { textAlign: 'end', color: left < 20 ? 'warning.main' : undefined } },
          }}
        />
      </Grid>
    </Grid>
  )
}
