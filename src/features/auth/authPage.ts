/**
 * What every sign-in page's route declares: the auth messages. A signed-in user may open these
 * pages too (they are demo pages of the template, and the page search offers them); signing in
 * there replaces the session.
 * Route files spread it (`...authPage`); it lands in the entry chunk, so it holds nothing else.
 */
export const authPage = {
  // With the mock back end, the login page also shows its demo accounts (the `demo` catalog).
  staticData: { messages: import.meta.env.VITE_API_MOCK !== 'false' ? ['auth', 'demo'] : ['auth'] },
} as const
