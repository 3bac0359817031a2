import { z } from 'zod'

/**
 * The login pages' search params. `redirect` is where the guard found the visitor; only a path of
 * this app is accepted (one leading slash, not "//host"), so a crafted link cannot send a freshly
 * logged-in user to another site. Anything else is dropped rather than failing the page.
 */
export const loginSearchSchema = z.object({
  redirect: z
    .string()
    .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'))
    .optional()
    .catch(undefined),
})

export type LoginSearch = z.infer<typeof loginSearchSchema>
