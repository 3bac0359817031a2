import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { ComposeRequest } from './composeTypes'
import { focusIsLost, focusPage } from './windowFocus'

interface ComposeContextValue {
  /**
   * Opens the dialog for this request. Asked again for the mail already open (Compose pressed
   * while a new message is minimised), it brings that one back; another request replaces it,
   * unsaved text and all.
   */
  openCompose: (request: ComposeRequest) => void
}

const ComposeContext = createContext<ComposeContextValue | null>(null)

// Writing mail is occasional: the editor and its dialog load on first use, not with the mail list.
const loadDialog = () => import('./ComposeDialog')
const ComposeDialog = lazy(() => loadDialog().then((m) => ({ default: m.ComposeDialog })))

/** An open compose session; `key` makes each request start from a fresh form. */
interface Session {
  key: number
  request: ComposeRequest
  /** What had the focus when it was asked for (a button, a palette entry): the focus goes back there. */
  opener: HTMLElement | null
  /** How many times the open dialog was asked for again. */
  asked: number
}

/** The same for two requests for the same mail, so that the second can bring back the first. */
const mailOf = (request: ComposeRequest) => (request.mode === 'new' ? `new:${(request.to ?? []).join()}` : `${request.mode}:${request.email.id}`)

const focused = () => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null)

/**
 * Wrap the email screen in this; it renders the compose dialog while one is open. When the dialog
 * closes (sent, closed, discarded), the focus goes back to what opened it, or to the page's
 * heading when that is gone (a palette entry), never to the body.
 */
export function ComposeProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null)
  const current = useRef<Session | null>(null)
  const returnTo = useRef<HTMLElement | null | undefined>(undefined)

  const openCompose = useCallback((request: ComposeRequest) => {
    const open = current.current
    current.current =
      open && mailOf(open.request) === mailOf(request)
        ? { ...open, opener: focused() ?? open.opener, asked: open.asked + 1 }
        : { key: (open?.key ?? 0) + 1, request, opener: focused(), asked: 0 }
    setSession(current.current)
  }, [])
  const close = useCallback(() => {
    returnTo.current = current.current?.opener ?? null
    current.current = null
    setSession(null)
  }, [])
  const value = useMemo(() => ({ openCompose }), [openCompose])

  // Once the dialog has left the page, whose focused element went with it.
  useEffect(() => {
    if (session || returnTo.current === undefined) return
    const target = returnTo.current
    returnTo.current = undefined
    if (focusIsLost()) focusPage(target)
  }, [session])

  return (
    <ComposeContext value={value}>
      {children}
      {session && (
        <Suspense fallback={null}>
          <ComposeDialog key={session.key} request={session.request} opener={session.opener} asked={session.asked} onClose={close} />
        </Suspense>
      )}
    </ComposeContext>
  )
}

/** Opens the compose dialog from anywhere inside `ComposeProvider`. */
export function useCompose(): ComposeContextValue {
  const value = useContext(ComposeContext)
  if (!value) throw new Error('useCompose() must be used inside <ComposeProvider>')
  return value
}
