// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeys } from './queryKeys'

const keys = queryKeys('email', {
  list: (folder: string) => [folder],
  mail: (id: number, folder: string) => [id, folder],
  counts: () => [],
})

describe('queryKeys', () => {
  it('builds every key as [domain, kind, ...parts]', () => {
    expect(keys.all).toEqual(['email'])
    expect(keys.list('inbox')).toEqual(['email', 'list', 'inbox'])
    expect(keys.mail(7, 'inbox')).toEqual(['email', 'mail', 7, 'inbox'])
    expect(keys.counts()).toEqual(['email', 'counts'])
  })

  it('gives prefixes that take the leading parts, typed by the kind', () => {
    expect(keys.mail.prefix()).toEqual(['email', 'mail'])
    expect(keys.mail.prefix(7)).toEqual(['email', 'mail', 7])
    // @ts-expect-error a mail's key starts with its id
    keys.mail.prefix('inbox')
  })

  it('lets a prefix reach exactly its group in the cache', async () => {
    const cache = new QueryClient()
    const entries = [keys.list('inbox'), keys.list('sent'), keys.mail(7, 'inbox'), keys.mail(7, 'sent'), keys.mail(8, 'inbox')]
    for (const key of entries) cache.setQueryData(key, 'data')
    const invalidated = () => entries.filter((key) => cache.getQueryState(key)?.isInvalidated).map((key) => key.slice(1))

    await cache.invalidateQueries({ queryKey: keys.mail.prefix(7) })
    expect(invalidated()).toEqual([['mail', 7, 'inbox'], ['mail', 7, 'sent']])

    await cache.invalidateQueries({ queryKey: keys.list.prefix() })
    expect(invalidated()).toHaveLength(4)

    await cache.invalidateQueries({ queryKey: keys.all })
    expect(invalidated()).toHaveLength(5)
  })
})
