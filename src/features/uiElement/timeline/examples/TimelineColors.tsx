import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { Timeline, TimelineItem } from '@/features/uiElement/timeline/Timeline'

export const meta: ExampleMeta = { title: msg`Colours and rings`, description: msg`A dot's colour says what kind of event it was; a ring, one still to come.`, order: 2 }

export default function TimelineColors() {
  const { t } = useLingui()
  const events = [
    { color: 'success', variant: 'filled', title: t`Build passed` },
    { color: 'info', variant: 'filled', title: t`Deployed to staging` },
    { color: 'warning', variant: 'filled', title: t`Slow response times` },
    { color: 'error', variant: 'filled', title: t`Rolled back` },
    { color: 'primary', variant: 'outlined', title: t`Release planned` },
  ] as const
  return (
    <Timeline aria-label={t`Deployments`}>
      {events.map(({ color, variant, title }) => (
        <TimelineItem key={title} color={color} variant={variant}>
          <Typography variant="body2">{title}</Typography>
        </TimelineItem>
      ))}
    </Timeline>
  )
}
