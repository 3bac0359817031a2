import type { ReactNode } from 'react'
import { SidebarLink } from '@/components/SidebarLink'
import { placeKey, type EmailPlace } from '../view'

interface PlaceLinkProps {
  /** The folder or label this entry opens. */
  place: EmailPlace
  /** The place on screen. */
  current: EmailPlace
  icon: ReactNode
  name: string
  onNavigate?: () => void
  children?: ReactNode
}

/** The sidebar's link to a folder or a label; `data-folder` or `data-label` names it for tests. */
export function PlaceLink({ place, current, onNavigate, ...entry }: PlaceLinkProps) {
  const selected = placeKey(place) === placeKey(current)
  return place.label ? (
    <SidebarLink to="/apps/email/label/$label" params={{ label: place.label }} data-label={place.label} selected={selected} onClick={onNavigate} {...entry} />
  ) : (
    <SidebarLink to="/apps/email/$folder" params={{ folder: place.folder }} data-folder={place.folder} selected={selected} onClick={onNavigate} {...entry} />
  )
}
