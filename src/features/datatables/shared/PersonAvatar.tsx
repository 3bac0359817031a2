import { InitialsAvatar } from '@/components/InitialsAvatar'
import { statusInfo } from './status'

/** A row's picture, tinted by the row's status. */
export function PersonAvatar({ name, src, status, size = 34 }: { name: string; src: string; status: number; size?: number }) {
  return <InitialsAvatar name={name} src={src} tint={statusInfo(status).color} size={size} />
}
