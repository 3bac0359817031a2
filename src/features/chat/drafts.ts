import { getSession } from '@/auth'

/**
 * What the user has typed to each contact and not sent yet, for as long as the tab lives: switching to
 * another chat and back finds the text as it was left. Kept in memory only, per signed-in account, so
 * another account signed in on this tab never sees it. Sending a message clears its chat's draft.
 */
const drafts = new Map<string, string>()

const keyOf = (contactId: number) => `${getSession().userData?.id ?? 'signed-out'}:${contactId}`

/** The unsent text to a contact, '' for none. */
export const draftOf = (contactId: number): string => drafts.get(keyOf(contactId)) ?? ''

/** Keeps the text typed to a contact; '' forgets it. */
export function keepDraft(contactId: number, text: string): void {
  if (text === '') drafts.delete(keyOf(contactId))
  else drafts.set(keyOf(contactId), text)
}
