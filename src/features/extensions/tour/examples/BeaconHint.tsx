import { useState } from 'react'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { EVENTS, Joyride, type EventData, type Step } from 'react-joyride'
import type { ExampleMeta } from '@/components/example'
import { isolated, useTourLook } from '../useTourLook'

export const meta: ExampleMeta = {
  title: msg`A hint behind a beacon`,
  description: msg`A pulsing dot that opens its tip when clicked, without darkening the page.`,
  order: 3,
}

export default function BeaconHint() {
  const { t } = useLingui()
  const { options, ...look } = useTourLook()
  const [run, setRun] = useState(false)
  const steps: Step[] = [
    {
      target: '[data-tour="alerts-bell"]',
      title: t`New: alerts`,
      content: t`Your mentions and reminders now wait here.`,
      placement: 'bottom',
    },
  ]
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <IconButton data-tour="alerts-bell" aria-label={t`Alerts`}>
        <Badge color="error" variant="dot">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Button variant="outlined" size="small" onClick={() => setRun(true)} disabled={run}>
        <Trans>Show the hint</Trans>
      </Button>
      <Joyride
        run={run}
        steps={isolated(steps)}
        options={{
          ...options,
          skipBeacon: false,
          hideOverlay: true,
          showProgress: false,
          buttons: ['close', 'primary'],
        }}
        onEvent={({ type }: EventData) => type === EVENTS.TOUR_END && setRun(false)}
        {...look}
      />
    </Stack>
  )
}
