import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'

/** Who a task is given to: their picture, or their initials on a tint of their own. */
export function AssigneeAvatar({ assignee, size = 30 }: { assignee: { fullName: string; avatar?: string }; size?: number }) {
  return <InitialsAvatar name={assignee.fullName} src={assignee.avatar || null} tint={tintFor(assignee.fullName)} size={size} />
}
