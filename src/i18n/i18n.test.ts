import { afterAll, describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { msg } from '@lingui/core/macro'
import { activateLanguage, activeMuiLocale, i18n, loadAppMessages } from './i18n'

// One message of each catalog: "Back to home" is the shell's, "Inbox" the app's.
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

  it("brings the app's messages when a layout asks, and with every later language", async () => {
    await activateLanguage('de')
    // Only the shell catalog so far: the app's message falls back to its English source.
    expect(i18n._(inbox)).toBe('Inbox')
    await loadAppMessages()
    expect(i18n._(inbox)).toBe('Posteingang')
    // Already there: nothing to wait for.
    expect(loadAppMessages()).toBeUndefined()

    await activateLanguage('fr')
    expect(i18n._(inbox)).toBe('Boîte de réception')
    expect(i18n._(backToHome)).toBe("Retour à l'accueil")
  })
})
