import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { Timeline, TimelineItem } from '@/features/uiElement/timeline/Timeline'

export const meta: ExampleMeta = { title: msg`Basic`, description: msg`Events in order, each with a title, a line and its time.`, order: 1 }

export default function BasicTimeline() {
  const { t } = useLingui()
  return (
    <Timeline aria-label={t`Order history`}>
      <TimelineItem>
        <Typography variant="subtitle2" component="p">
          <Trans>Order placed</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Today, 9:15</Trans>
        </Typography>
      </TimelineItem>
      <TimelineItem>
        <Typography variant="subtitle2" component="p">
          <Trans>Payment confirmed</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Today, 9:16</Trans>
        </Typography>
      </TimelineItem>
      <TimelineItem>
        <Typography variant="subtitle2" component="p">
          <Trans>Packed and ready to ship</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Today, 14:40</Trans>
        </Typography>
      </TimelineItem>
      <TimelineItem variant="outlined">
        <Typography variant="subtitle2" component="p">
          <Trans>Delivery</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Expected tomorrow</Trans>
        </Typography>
      </TimelineItem>
    </Timeline>
  )
}
