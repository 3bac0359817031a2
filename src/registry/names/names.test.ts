import { afterAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '@/i18n/i18n'
import type { Language } from '@/i18n/languages'
// The table registers the names with every language (as it does in the app, where every first load runs it).
import '../pages'
import { PAGE_NAMES } from '../pageNames'
import { documentTitle, pageNames } from '.'

describe('the page names of the active language', () => {
  afterAll(() => activateLanguage('en'))

  it('are there before a language becomes the active one, so the menu and the tab never show them missing', async () => {
    expect(() => pageNames('de')).toThrow('The page names in "de" have not been loaded')
    // What the menu and the tab would read on each change of language, as they re-render on it.
    const seen: string[] = []
    const unsubscribe = i18n.on('change', () => seen.push(pageNames(i18n.locale as Language).titles['user-list']))
    try {
      await activateLanguage('de')
      await activateLanguage('pt')
    } finally {
      unsubscribe()
    }
    expect(seen).toEqual(['Benutzerliste', 'Lista de utilizadores'])
    expect(documentTitle('user-list', 'de')).toBe('Benutzerliste · Vantage Admin')
    expect(pageNames('pt').groups.users).toBe('Utilizadores')
  })

  it('are the names the mock serves in that language', async () => {
    await activateLanguage('fr')
    expect(pageNames('fr')).toEqual(PAGE_NAMES.fr)
  })
})
