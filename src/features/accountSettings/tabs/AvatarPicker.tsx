import type { ChangeEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import UploadOutlined from '@mui/icons-material/UploadOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { useController, useWatch } from 'react-hook-form'
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '@/api/contract/accountSettings'
import type { ZodForm } from '@/components/form'
import { InitialsAvatar } from '@/components/InitialsAvatar'
import { visuallyHidden } from '@/components/visuallyHidden'
import { readAvatar } from '../avatarFile'
import type { useAccountSchemas } from '../schemas'

type GeneralForm = ZodForm<ReturnType<typeof useAccountSchemas>['general']>

/**
 * The General tab's picture: a new one is read from the user's disk into the form (saved with the
 * tab's Save), and Reset brings back the saved one. A wrong file is said under the buttons.
 */
export function AvatarPicker({ form }: { form: GeneralForm }) {
  const { t } = useLingui()
  const maxKb = MAX_AVATAR_BYTES / 1024
  const { field, fieldState } = useController({ control: form.control, name: 'avatar' })
  const fullName = useWatch({ control: form.control, name: 'fullName' })
  const error = fieldState.error?.message

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared, so picking the same file again after a Reset is seen.
    event.target.value = ''
    if (!file) return
    const read = await readAvatar(file)
    if ('problem' in read) {
      const message = read.problem === 'type' ? t`Choose a JPG, GIF or PNG picture.` : t`The picture is larger than ${maxKb}K.`
      form.setError('avatar', { type: 'file', message })
    } else {
      form.clearErrors('avatar')
      field.onChange(read.dataUrl)
    }
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5, mb: 3 }}>
      <Box data-testid="account-avatar">
        <InitialsAvatar name={fullName || t`Avatar`} src={field.value} size={88} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
          {/* The label opens the file dialog; the input inside it, hidden from the eye only, takes the focus and names itself by it. */}
          <Button component="label" role={undefined} tabIndex={-1} variant="contained" size="small" startIcon={<UploadOutlined />}>
            <Trans>Upload new photo</Trans>
            <Box
              component="input"
              type="file"
              accept={AVATAR_TYPES.join(',')}
              onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event)}
              data-testid="account-avatar-input"
              sx={visuallyHidden}
            />
          </Button>
          <Button variant="outlined" color="secondary" size="small" onClick={() => form.resetField('avatar')} aria-label={t`Reset photo`}>
            <Trans>Reset</Trans>
          </Button>
        </Box>
        <Typography variant="body2" role={error ? 'alert' : undefined} sx={{ color: error ? 'error.main' : 'text.secondary' }}>
          {error ?? <Trans>Allowed JPG, GIF or PNG. Max size of {maxKb}K</Trans>}
        </Typography>
      </Box>
    </Box>
  )
}
