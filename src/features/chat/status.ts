import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ChatStatus } from '@/api/contract/chatValues'

/** Each status's name and the palette colour of its dot. */
export const STATUS_LOOKS: Record<ChatStatus, { name: MessageDescriptor; color: 'success' | 'warning' | 'error' | 'secondary' }> = {
  online: { name: msg`Online`, color: 'success' },
  away: { name: msg`Away`, color: 'warning' },
  busy: { name: msg`Busy`, color: 'error' },
  offline: { name: msg`Offline`, color: 'secondary' },
}

/** The statuses in the order the profile panel offers them. */
export const STATUS_ORDER: readonly ChatStatus[] = ['online', 'away', 'busy', 'offline']
