import type * as Guards from './guards'

/**
 * The guards as route files call them in `beforeLoad`. A route's options live in the entry chunk,
 * so the guards themselves (with the session, CASL and the user schema) are fetched with the first
 * guarded navigation instead of with every first page, public ones included.
 */
export async function requireAuth(...args: Parameters<typeof Guards.requireAuth>): Promise<void> {
  const guards = await import('./guards')
  guards.requireAuth(...args)
}

