import Done from '@mui/icons-material/Done'
import DoneAll from '@mui/icons-material/DoneAll'
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded'
import Schedule from '@mui/icons-material/Schedule'
import { getContrastRatio, type Theme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { MessageFeedback } from '@/api/contract/chat'
import type { OutgoingState } from '../messageGroups'

/** What became of a message the user sent, as a word for screen readers. */
export type Delivery = 'sending' | 'failed' | 'sent' | 'delivered' | 'seen'

export function deliveryOf(feedback: MessageFeedback | undefined, outgoing: OutgoingState | undefined): Delivery {
  if (outgoing) return outgoing
  if (feedback?.isSeen) return 'seen'
  if (feedback?.isDelivered) return 'delivered'
  return 'sent'
}

/**
 * Seen is green where a green stands out on the user's bubble (3:1, as a graphic needs), else the
 * bubble's text colour; the ticks before it are dimmed, so seen still reads apart from delivered.
 */
function seenColor(theme: Theme): string {
  const bubble = theme.palette.primary.main
  const { light, main, dark } = theme.palette.success
  return [light, main, dark].find((green) => getContrastRatio(green, bubble) >= 3) ?? theme.palette.primary.contrastText
}

/** The mark after a sent message's time: a clock while sending, one tick sent, two delivered, two bright ones seen. */
export function DeliveryTicks({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui()
  const sx = { fontSize: 16, verticalAlign: 'middle' }
  switch (delivery) {
    case 'sending':
      return <Schedule titleAccess={t`Sending`} sx={sx} data-delivery={delivery} />
    case 'failed':
      return <ErrorOutline titleAccess={t`Not sent`} sx={sx} data-delivery={delivery} />
    case 'sent':
      return <Done titleAccess={t`Sent`} sx={{ ...sx, opacity: 0.75 }} data-delivery={delivery} />
    case 'delivered':
      return <DoneAll titleAccess={t`Delivered`} sx={{ ...sx, opacity: 0.75 }} data-delivery={delivery} />
    case 'seen':
      return <DoneAll titleAccess={t`Seen`} sx={{ ...sx, color: seenColor }} data-delivery={delivery} />
  }
}
