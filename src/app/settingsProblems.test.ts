import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { checkEnvSettings } from '@/lib/envSettings'
import { showSettingsProblems } from './settingsProblems'

describe('showSettingsProblems', () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    document.body.innerHTML = '<div id="root"><div class="boot-loader" role="progressbar"></div></div>'
  })

  it('puts a page naming each bad setting and its value in place of the app', () => {
    const { problems } = checkEnvSettings({ VITE_API_MOCK: 'flase', VITE_API_BASE_URL: 'api.example.com' })
    showSettingsProblems(problems)
    const page = document.querySelector('#root [role="alert"]')!
    expect(page.querySelector('h1')?.textContent).toBe('This app is not configured correctly')
    expect([...page.querySelectorAll('li')].map((item) => item.textContent)).toEqual(problems)
    expect(page.textContent).toContain('VITE_API_MOCK must be "true" or "false", got "flase"')
    expect(document.querySelector('[role="progressbar"]')).toBeNull()
    expect(document.title).toBe('Configuration error')
  })

  it('shows a value as text, never as markup', () => {
    showSettingsProblems(['VITE_API_BASE_URL must be ..., got "<img src=x onerror=alert(1)>"'])
    expect(document.querySelector('#root img')).toBeNull()
    expect(document.querySelector('#root li')?.textContent).toContain('<img src=x')
  })
})
