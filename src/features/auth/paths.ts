/** Every auth page exists twice: v1 in a card, v2 beside an illustration. Links stay within a version. */
export type AuthVersion = 'v1' | 'v2'

export function authPaths(version: AuthVersion) {
  return version === 'v1'
    ? ({
        login: '/pages/login-v1',
        register: '/pages/register-v1',
        forgot: '/pages/forgot-password-v1',
        reset: '/pages/reset-password-v1',
      } as const)
    : ({
        login: '/pages/login-v2',
        register: '/pages/register-v2',
        forgot: '/pages/forgot-password-v2',
        reset: '/pages/reset-password-v2',
      } as const)
}

/** A path of one of the auth pages. */
export type AuthPath = ReturnType<typeof authPaths>[keyof ReturnType<typeof authPaths>]
