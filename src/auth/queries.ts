import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { login as loginEndpoint, register as registerEndpoint } from '@/api/contract/auth'
import type { BodyOf } from '@/api/contract/endpoint'
import { rememberLogin } from './remembered'
import { login as storeSession } from './session'

/**
 * Login as a mutation: `mutate({ email, password, remember })` signs in and stores the session
 * (`remember: false` keeps it for this browser session only, and forgets the remembered email and
 * page: see ./remembered.ts).
 * On a wrong pair it fails with an `ApiError` 400; `fieldErrors(error)` gives
 * `{ email: 'Email or Password is Invalid' }` for the form.
 */
export function useLoginMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ remember: _, ...body }: BodyOf<typeof loginEndpoint> & { remember?: boolean }) =>
      api(loginEndpoint, { body }),
    onSuccess: (answer, { remember }) => {
      // Whatever was cached belonged to the previous visitor.
      queryClient.clear()
      storeSession(answer, { remember })
      rememberLogin(answer.userData.email, remember ?? true)
    },
  })
}

/**
 * Registration as a mutation: `mutate({ email, password, username })` creates the account and
 * signs it in. A taken email or username fails with an `ApiError` (the server answers it
 * with status 200, see `register` in src/api/contract/auth.ts); `fieldErrors(error)` gives `{ email: 'This email is already in use.', username: ... }`.
 */
export function useRegisterMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: BodyOf<typeof registerEndpoint>) => {
      const answer = await api(registerEndpoint, { body })
      if ('error' in answer) throw new ApiError(registerEndpoint.id, 200, answer)
      return answer
    },
    onSuccess: ({ user, accessToken }) => {
      queryClient.clear()
      // The register answer has no refresh token: when this access token expires, the user logs in again.
      storeSession({ userData: user, accessToken, refreshToken: null })
    },
  })
}
