import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Tint } from '@/components/InitialsAvatar'
import { DemoCard } from '../DemoCard'
import { formatAgo } from '../format'

const EVENTS: readonly { tint: Tint; title: MessageDescriptor; text: MessageDescriptor; minutesAgo: number }[] = [
  { tint: 'primary', title: msg({ message: plural({ count: 12 }, { one: '# invoice paid', other: '# invoices paid' }) }), text: msg`Paid by Acme Inc. and two other clients.`, minutesAgo: 12 },
  { tint: 'success', title: msg`Client meeting`, text: msg`Project review with the design team.`, minutesAgo: 45 },
  { tint: 'info', title: msg`New project created`, text: msg`Six team members were invited.`, minutesAgo: 2 * 24 * 60 },
  { tint: 'warning', title: msg`Files shared`, text: msg`Two new design files for the client.`, minutesAgo: 5 * 24 * 60 },
]

const DOT = 12

/** What happened lately, newest first, on a vertical line (on the start side in either reading direction). */
export function TimelineCard() {
  const { i18n } = useLingui()
  return (
    <DemoCard title={<Trans>Activity timeline</Trans>} data-testid="card-timeline">
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {EVENTS.map(({ tint, title, text, minutesAgo }, index) => (
          <Box
            component="li"
            key={index}
            sx={(theme) => ({
              position: 'relative',
              paddingInlineStart: 3.5,
              pb: index < EVENTS.length - 1 ? 2.5 : 0,
              // The line joins this event's dot to the next one's.
              '&:not(:last-of-type)::before': {
                content: '""',
                position: 'absolute',
                insetInlineStart: DOT / 2 - 1,
                top: DOT + 8,
                bottom: 0,
                borderInlineStart: `2px solid ${theme.palette.divider}`,
              },
            })}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                position: 'absolute',
                insetInlineStart: 0,
                top: 4,
                width: DOT,
                height: DOT,
                borderRadius: '50%',
                bgcolor: `${tint}.main`,
                boxShadow: `0 0 0 3px ${theme.palette.background.paper}`,
              })}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1 }}>
              <Typography variant="body2" component="h3" sx={{ fontWeight: 500 }}>
                {i18n._(title)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatAgo(minutesAgo)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {i18n._(text)}
            </Typography>
          </Box>
        ))}
      </Box>
    </DemoCard>
  )
}
