import type { EmailSender } from '@/api/contract/email'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'

/** A sender's picture; an address without a name shows its first letter. */
export function SenderAvatar({ sender, size = 38 }: { sender: EmailSender; size?: number }) {
  return <InitialsAvatar name={sender.name || sender.email} src={sender.avatar} tint={tintFor(sender.email)} size={size} />
}
