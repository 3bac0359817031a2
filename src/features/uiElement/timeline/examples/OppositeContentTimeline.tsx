import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { Timeline, TimelineItem } from '@/features/uiElement/timeline/Timeline'

export const meta: ExampleMeta = { title: msg`Times on the other side`, description: msg`The time faces the event across the line, like a day's agenda.`, order: 4 }

export default function OppositeContentTimeline() {
  const { t } = useLingui()
  const agenda = [
    { time: '09:00', title: t`Stand-up`, color: 'primary' },
    { time: '10:30', title: t`Design review`, color: 'info' },
    { time: '13:00', title: t`Lunch with the new team`, color: 'success' },
    { time: '16:00', title: t`Quarterly planning`, color: 'warning' },
  ] as const
  return (
    <Timeline aria-label={t`Agenda`}>
      {agenda.map(({ time, title, color }) => (
        <TimelineItem key={time} color={color} opposite={<time dateTime={time}>{time}</time>}>
          <Typography variant="body2">{title}</Typography>
        </TimelineItem>
      ))}
    </Timeline>
  )
}
