import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { EVENTS, Joyride, type EventData, type Step } from 'react-joyride'
import type { ExampleMeta } from '@/components/example'
import { isolated, useTourLook } from '../useTourLook'

export const meta: ExampleMeta = {
  title: msg`A welcome first`,
  description: msg`A first step in the middle of the screen, then the parts of a profile.`,
  order: 2,
}

export default function WelcomeTour() {
  const { t } = useLingui()
  const look = useTourLook()
  const [run, setRun] = useState(false)
  const steps: Step[] = [
    {
      target: 'body',
      placement: 'center',
      title: t`Welcome aboard`,
      content: t`Two steps show you around your profile.`,
    },
    {
      target: '[data-tour="profile-picture"]',
      title: t`Your picture`,
      content: t`Your team sees it next to everything you do.`,
    },
    {
      target: '[data-tour="profile-edit"]',
      title: t`Your details`,
      content: t`Change your name, your role and how to reach you.`,
    },
  ]
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar data-tour="profile-picture" src="/images/avatars/3.svg" alt="" sx={{ width: 56, height: 56 }} />
        <div>
          <Typography variant="subtitle1">Léa Martin</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Product designer</Trans>
          </Typography>
        </div>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button data-tour="profile-edit" variant="outlined" size="small">
          <Trans>Edit profile</Trans>
        </Button>
        <Button variant="contained" size="small" onClick={() => setRun(true)} disabled={run}>
          <Trans>Show me around</Trans>
        </Button>
      </Stack>
      <Joyride
        run={run}
        steps={isolated(steps)}
        continuous
        onEvent={({ type }: EventData) => type === EVENTS.TOUR_END && setRun(false)}
        {...look}
      />
    </Stack>
  )
}
