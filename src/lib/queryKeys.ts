/**
 * Query keys, one style for every domain: `[domain, kind, ...parts]`. A mutation invalidates by
 * prefix, so the shape is what makes "every list of mail" or "every copy of mail 7" one key:
 *
 *   const emailKeys = queryKeys('email', {
 *     list: (context: EmailListContext) => [context],
 *     mail: (id: number, context: EmailListContext) => [id, context],
 *   })
 *   emailKeys.list(context)    // ['email', 'list', context]   one cache entry
 *   emailKeys.mail.prefix(7)   // ['email', 'mail', 7]         every copy of mail 7
 *   emailKeys.list.prefix()    // ['email', 'list']            every list
 *   emailKeys.all              // ['email']                    everything of the domain
 */

/** What a kind's definition returns: the parts of its key after the domain and the kind. */
type Parts = readonly [] | readonly [unknown, ...unknown[]]

/** The leading parts a prefix may give: for `[id, context]`, `[]`, `[id]` or `[id, context]`. */
type Leading<P extends readonly unknown[]> = P extends readonly [...infer Head, unknown] ? P | Leading<Head> : P

/** The key builder of one kind: call it for one entry's key, `prefix()` for a group of entries. */
export type KindKeys<D extends string, K extends string, Args extends unknown[], P extends Parts> = ((
  ...args: Args
) => readonly [D, K, ...P]) & {
  prefix: <L extends Leading<P>>(...leading: L) => readonly [D, K, ...L]
}

/** `all` is the domain's own prefix, so no kind may take that name. */
type Definitions = Record<string, (...args: never[]) => Parts> & { all?: never }

export type QueryKeys<D extends string, F extends Definitions> = { all: readonly [D] } & {
  [K in keyof F & string]: KindKeys<D, K, Parameters<F[K]>, ReturnType<F[K]>>
}

/** The keys of one domain, from what each kind of entry adds to `[domain, kind]`. */
export function queryKeys<const D extends string, const F extends Definitions>(domain: D, kinds: F): QueryKeys<D, F> {
  const keys: Record<string, unknown> = { all: [domain] }
  for (const [kind, parts] of Object.entries(kinds)) {
    keys[kind] = Object.assign((...args: never[]) => [domain, kind, ...parts(...args)], {
      prefix: (...leading: unknown[]) => [domain, kind, ...leading],
    })
  }
  return keys as QueryKeys<D, F>
}
