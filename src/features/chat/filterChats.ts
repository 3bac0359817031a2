import type { ChatContact, ChatListEntry } from '@/api/contract/chat'

/** Text as a search compares it: lower case, accents dropped ("Zoë" is found by "zoe"). */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

/** Whether a person matches the search: every word of it in their name or what they do. */
export function matchesSearch(person: { fullName: string; role: string }, q: string): boolean {
  const words = folded(q).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = folded(`${person.fullName} ${person.role}`)
  return words.every((word) => haystack.includes(word))
}

/** The chats and the contacts that match the search, in their order. */
export function filterChats(chats: readonly ChatListEntry[], contacts: readonly ChatContact[], q: string) {
  return {
    chats: chats.filter((chat) => matchesSearch(chat, q)),
    contacts: contacts.filter((contact) => matchesSearch(contact, q)),
  }
}
