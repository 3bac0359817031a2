import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The parts of the page the header's links lead to, by the id of their card. */
export const PROFILE_SECTIONS = [
  { id: 'profile-about', label: msg`About` },
  { id: 'profile-posts', label: msg`Posts` },
  { id: 'profile-photos', label: msg`Photos` },
  { id: 'profile-poll', label: msg`Poll` },
] as const satisfies readonly { id: string; label: MessageDescriptor }[]

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id']

/** Brings a section into view and moves the focus there, so the keyboard goes on from it. */
export function goToSection(id: ProfileSectionId): void {
  const section = document.getElementById(id)
  if (!section) return
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
}
