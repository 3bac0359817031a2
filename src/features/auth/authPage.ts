import { redirectIfLoggedIn } from '@/auth/routeGuards'

/**
 * What every sign-in page's route declares: the auth messages, and a signed-in user goes home.
 * Route files spread it (`...authPage`); it lands in the entry chunk, so it holds nothing else.
 */
export const authPage = {
  staticData: { messages: ['auth'] },
  beforeLoad: () => redirectIfLoggedIn(),
} as const
