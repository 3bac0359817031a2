import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { login as loginEndpoint, mainSearchData, type PageSearchItem } from '@/api/contract'
import { login, logout } from '@/auth/session'
import { server } from '@/mocks/node'
import { setupMockBackend } from '@/mocks/testing'
import { api } from './client'

// happy-dom (the default environment): the client needs localStorage for the session.
setupMockBackend()
beforeEach(async () => {
  logout()
  login(await api(loginEndpoint, { body: { email: 'admin@demo.com', password: 'admin' } }))
})
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

async function homeTitle(): Promise<string> {
  const { searchArr } = await api(mainSearchData)
  const pages = searchArr.find((group) => group.groupTitle === 'Pages')!.data as PageSearchItem[]
  return pages.find((page) => page.link === '/')!.title
}

describe('the language of a call', () => {
  it('is the active Lingui locale, so the server answers in it', async () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} })
    expect(await homeTitle()).toBe('E-Commerce-Dashboard')
    i18n.loadAndActivate({ locale: 'pt', messages: {} })
    expect(await homeTitle()).toBe('Painel de comércio eletrónico')
  })

  it('is sent on every call, also those without a token', async () => {
    i18n.loadAndActivate({ locale: 'fr', messages: {} })
    const languages: (string | null)[] = []
    const listener = ({ request }: { request: Request }) => languages.push(request.headers.get('Accept-Language'))
    server.events.on('request:start', listener)
    try {
      await api(loginEndpoint, { body: { email: 'admin@demo.com', password: 'admin' } })
      expect(languages).toEqual(['fr'])
    } finally {
      server.events.removeListener('request:start', listener)
    }
  })
})
