import type { CallOptions } from '@/api/client'
import { login, type SessionAnswer } from '@/api/contract/auth'
import type { Endpoint, ResponseOf } from '@/api/contract/endpoint'
import { urlFor, type CallInput } from '@/api/http'

/** What a call sends besides the endpoint, typed by the endpoint's schemas as for the app's `api()`. */
export type Input<E extends Endpoint> = Omit<CallOptions<E>, 'signal'>

/** Who calls: a role's demo account, a token of one's own, or nobody (no Authorization header). */
export type Caller = 'admin' | 'client' | { token: string } | null

/** One answer as it came over the wire: the status and the body (parsed JSON, the raw text, or undefined when empty). */
export interface Answer {
  status: number
  body: unknown
}

/** The accounts the suite signs in with: the demo accounts unless CONTRACT_ADMIN / CONTRACT_CLIENT say `email:password`. */
export interface Credentials {
  admin: { email: string; password: string }
  client: { email: string; password: string }
}

export function credentialsFrom(env: Record<string, string | undefined>): Credentials {
  const account = (value: string | undefined, email: string, password: string) => {
    if (!value) return { email, password }
    const at = value.indexOf(':')
    return { email: value.slice(0, at), password: value.slice(at + 1) }
  }
  return {
    admin: account(env.CONTRACT_ADMIN, 'admin@demo.com', 'admin'),
    client: account(env.CONTRACT_CLIENT, 'client@demo.com', 'client'),
  }
}

/**
 * A server under test, reached over plain HTTP at `baseUrl`, as any client of the API would:
 * JSON bodies, `Authorization: Bearer <access token>`, the contract's URLs.
 */
export class ServerUnderTest {
  private readonly sessions = new Map<'admin' | 'client', Promise<SessionAnswer>>()

  constructor(
    readonly baseUrl: string,
    readonly credentials: Credentials,
  ) {}

  /** Sends one call and answers what came back, whatever the status. */
  async send<E extends Endpoint>(endpoint: E, input: Input<E> | CallInput = {}, as: Caller = 'admin'): Promise<Answer> {
    const callInput = input as CallInput
    const token = as === null ? null : typeof as === 'object' ? as.token : (await this.session(as)).accessToken
    const response = await fetch(urlFor(endpoint, callInput, this.baseUrl), {
      method: endpoint.method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(callInput.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: callInput.body === undefined ? undefined : JSON.stringify(callInput.body),
    })
    const text = await response.text()
    return { status: response.status, body: text === '' ? undefined : parseJsonOrText(text) }
  }

  /**
   * Sends one call that must succeed (for preparing another call: an id to read, a user to delete),
   * and answers its parsed body. Throws, naming the call, when it does not.
   */
  async call<E extends Endpoint>(endpoint: E, input: Input<E> = {} as Input<E>, as: Caller = 'admin'): Promise<ResponseOf<E>> {
    const answer = await this.send(endpoint, input, as)
    const parsed = endpoint.response.safeParse(answer.body)
    if (answer.status !== endpoint.status || !parsed.success) {
      throw new Error(`Preparing a call, ${endpoint.id} answered ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`)
    }
    return parsed.data as ResponseOf<E>
  }

  /** The role's session, signed in once; `renew()` signs in again (after a demo reset retires every token). */
  session(role: 'admin' | 'client'): Promise<SessionAnswer> {
    let session = this.sessions.get(role)
    if (!session) {
      session = this.call(login, { body: this.credentials[role] }, null)
      this.sessions.set(role, session)
      // A failed sign-in is tried again by the next call.
      session.catch(() => this.sessions.delete(role))
    }
    return session
  }

  renew(): void {
    this.sessions.clear()
  }
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
