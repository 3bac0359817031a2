import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { Timeline, TimelineItem } from '@/features/uiElement/timeline/Timeline'

export const meta: ExampleMeta = { title: msg`Activity`, description: msg`A project's activity as a dashboard shows it: people, files and labels.`, order: 5, wide: true }

/** An event's title with its time at the end of the row, wrapping under it when narrow. */
function Heading({ title, time }: { title: string; time: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, mb: 0.5 }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {time}
      </Typography>
    </Box>
  )
}

export default function ActivityTimeline() {
  const { t } = useLingui()
  return (
    <Timeline aria-label={t`Project activity`}>
      <TimelineItem color="primary">
        <Heading title={t`12 invoices have been paid`} time={t`12 minutes ago`} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          <Trans>Invoices have been paid to the company.</Trans>
        </Typography>
        <Chip size="small" variant="outlined" icon={<PictureAsPdfOutlined />} label="invoices.pdf" />
      </TimelineItem>
      <TimelineItem color="success">
        <Heading title={t`Meeting with the client`} time={t`45 minutes ago`} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          <Trans>Project meeting with John at 10:15.</Trans>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Avatar alt="" src="/images/avatars/9.svg" sx={{ width: 32, height: 32 }} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              John Doe
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <Trans>Client</Trans>
            </Typography>
          </Box>
        </Box>
      </TimelineItem>
      <TimelineItem color="info">
        <Heading title={t`Create a new project for a client`} time={t`2 days ago`} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" color="info" label={t`Design`} />
          <Chip size="small" color="success" label={t`Development`} />
        </Box>
      </TimelineItem>
    </Timeline>
  )
}
