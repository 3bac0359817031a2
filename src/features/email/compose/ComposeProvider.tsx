import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { ComposeRequest } from './composeTypes'

interface ComposeContextValue {
  /** Opens the dialog for this request. One already open is replaced, unsaved text and all. */
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
}

/** Wrap the email screen in this; it renders the compose dialog while one is open. */
export function ComposeProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null)

  const openCompose = useCallback((request: ComposeRequest) => {
    setSession((current) => ({ key: (current?.key ?? 0) + 1, request }))
  }, [])
  const close = useCallback(() => setSession(null), [])
  const value = useMemo(() => ({ openCompose }), [openCompose])

  return (
    <ComposeContext value={value}>
      {children}
      {session && (
        <Suspense fallback={null}>
          <ComposeDialog key={session.key} request={session.request} onClose={close} />
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
