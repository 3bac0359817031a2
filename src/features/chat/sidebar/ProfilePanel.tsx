import { useId, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_CHAT_ABOUT_LENGTH, type ChatProfileUser } from '@/api/contract/chat'
import type { ChatStatus } from '@/api/contract/chatValues'
import { useUpdateProfile } from '../mutations'
import { StatusAvatar } from '../StatusAvatar'
import { STATUS_LOOKS, STATUS_ORDER } from '../status'

interface ProfilePanelProps {
  user: ChatProfileUser
  /** The panel's heading (it also names the drawer). */
  title: string
  onClose: () => void
}

/**
 * The profile user's own panel: their status and settings save as they are changed (shown at once,
 * taken back if the back end refuses), the about text with its Save button.
 */
export function ProfilePanel({ user, title, onClose }: ProfilePanelProps) {
  const { t, i18n } = useLingui()
  const update = useUpdateProfile()
  const statusLegend = useId()
  const settingsHeading = useId()
  const aboutCounter = useId()
  const [about, setAbout] = useState(user.about)
  const tooLong = about.length > MAX_CHAT_ABOUT_LENGTH
  const saveAbout = (event: FormEvent) => {
    event.preventDefault()
    if (!tooLong && about !== user.about) update.mutate({ about })
  }

  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }} data-testid="profile-panel">
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={t`Close`} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 0.5 }}>
        <Box aria-hidden sx={{ mb: 1 }}>
          <StatusAvatar name={user.fullName} avatar={user.avatar} status={user.status} size={84} />
        </Box>
        <Typography variant="h6" component="p" dir="auto">
          {user.fullName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
          {user.role}
        </Typography>
      </Box>

      <Box component="form" onSubmit={saveAbout} noValidate sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label={t`About`}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
          multiline
          minRows={3}
          maxRows={8}
          error={tooLong}
          slotProps={{ htmlInput: { dir: 'auto', 'aria-describedby': aboutCounter } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={aboutCounter} variant="caption" sx={{ flex: 1, color: tooLong ? 'error.main' : 'text.secondary' }}>
            {`${i18n.number(about.length)} / ${i18n.number(MAX_CHAT_ABOUT_LENGTH)}`}
            {tooLong && ` · ${plural(about.length - MAX_CHAT_ABOUT_LENGTH, { one: '# character too many', other: '# characters too many' })}`}
          </Typography>
          <Button type="submit" variant="contained" size="small" disabled={tooLong || about === user.about}>
            <Trans>Save</Trans>
          </Button>
        </Box>
      </Box>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" id={statusLegend} variant="overline" sx={{ color: 'text.secondary' }}>
          <Trans>Status</Trans>
        </Typography>
        <RadioGroup
          aria-labelledby={statusLegend}
          value={user.status}
          onChange={(event) => update.mutate({ status: event.target.value as ChatStatus })}
          data-testid="status-choice"
        >
          {STATUS_ORDER.map((status) => (
            <FormControlLabel
              key={status}
              value={status}
              control={<Radio color={STATUS_LOOKS[status].color} />}
              label={i18n._(STATUS_LOOKS[status].name)}
            />
          ))}
        </RadioGroup>
      </Box>

      <Box component="section" aria-labelledby={settingsHeading}>
        <Typography component="h3" id={settingsHeading} variant="overline" sx={{ color: 'text.secondary' }}>
          <Trans>Settings</Trans>
        </Typography>
        <Box sx={{ display: 'grid' }}>
          <FormControlLabel
            control={
              <Switch
                checked={user.settings.isTwoStepAuthVerificationEnabled}
                onChange={(event) => update.mutate({ settings: { isTwoStepAuthVerificationEnabled: event.target.checked } })}
              />
            }
            label={t`Two-step verification`}
          />
          <FormControlLabel
            control={
              <Switch checked={user.settings.isNotificationsOn} onChange={(event) => update.mutate({ settings: { isNotificationsOn: event.target.checked } })} />
            }
            label={t`Notifications`}
          />
        </Box>
      </Box>
    </Box>
  )
}
