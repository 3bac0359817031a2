import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { Email } from '@/api/contract/email'
import { isListedIn, type EmailPlace } from '../view'

/**
 * A mail opened by a link or from the search (`/apps/email/trash?mail=2` for an inbox mail) moves,
 * replacing the address, to its own folder, so the sidebar, the list behind it and previous/next
 * all match it. Checked once per mail, on the back end's answer: a mail the user then unstars or
 * unlabels stays where it was opened.
 */
export function useShowInOwnFolder(mail: Email | undefined, fromServer: boolean, place: EmailPlace) {
  const navigate = useNavigate()
  const checked = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!mail || !fromServer || checked.current === mail.id) return
    checked.current = mail.id
    if (isListedIn(mail, place)) return
    void navigate({ to: '/apps/email/$folder', params: { folder: mail.folder }, search: { mail: mail.id }, replace: true })
  }, [mail, fromServer, place, navigate])
}
