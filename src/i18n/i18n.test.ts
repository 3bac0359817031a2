import { afterAll, describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { msg } from '@lingui/core/macro'
import { activateLanguage, activeMuiLocale, i18n, loadMessages, routeMessages } from './i18n'

// One message of each kind of catalog: "Back to home" is the shell's, "Inbox" the email feature's.
const backToHome = msg`Back to home`
const inbox = msg`Inbox`

describe('activateLanguage', () => {
  afterAll(() => activateLanguage('en'))

  it('switches the shell messages, dates and MUI texts together, and back', async () => {
    await activateLanguage('de')
    expect(i18n.locale).toBe('de')
    expect(i18n._(backToHome)).toBe('Zurück zur Startseite')
    expect(dayjs().locale()).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(activeMuiLocale().components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Zeilen pro Seite:')

    await activateLanguage('en')
    expect(dayjs().locale()).toBe('en')
    expect(activeMuiLocale()).toEqual({})
  })

  it("brings a feature's messages when a route asks, and with every later language", async () => {
    await activateLanguage('de')
    // Only the shell catalog so far: the feature's message falls back to its English source.
    expect(i18n._(inbox)).toBe('Inbox')
    await loadMessages('email')
    expect(i18n._(inbox)).toBe('Posteingang')
    // Already there: nothing to wait for.
    expect(loadMessages('email')).toBeUndefined()

    await activateLanguage('fr')
    expect(i18n._(inbox)).toBe('Boîte de réception')
    expect(i18n._(backToHome)).toBe("Retour à l'accueil")
  })

  it('fails loudly for a catalog that does not exist, and does not bring it to later languages', async () => {
    await expect(loadMessages('no-such-feature')).rejects.toThrow('No catalog "no-such-feature"')
    await activateLanguage('de')
  })
})

describe('routeMessages', () => {
  it("gathers the catalogs every matched route declares, the layout's first", () => {
    const matches = [{ staticData: {} }, { staticData: { messages: ['auth'] } }, {}, { staticData: { messages: ['email', 'search'] } }]
    expect(routeMessages(matches)).toEqual(['auth', 'email', 'search'])
  })
})
