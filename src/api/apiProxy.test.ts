// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contract } from '@/api/contract'
import { apiProxyRules } from '../../scripts/apiProxyPlugin'

/** The app's own pages, which the dev server must keep answering (a sample of every area). */
const PAGES = ['/', '/apps/email/inbox', '/apps/email/label/company', '/apps/user/list', '/apps/user/view/1', '/apps/invoice/preview/5046', '/cards/statistics', '/pages/profile', '/pages/account-settings?tab=general', '/pages/login-v1', '/dashboard/analytics', '/misc/error']

describe('the dev proxy (VITE_API_PROXY)', () => {
  it("forwards every call of the contract, whole paths only, and none of the app's pages", async () => {
    const rules = await apiProxyRules(process.cwd(), { mock: false, apiBaseUrl: '', apiProxy: 'http://localhost:8787' })
    const [[key, options]] = Object.entries(rules) as [[string, { target: string; changeOrigin: boolean }]]
    expect(options).toEqual({ target: 'http://localhost:8787', changeOrigin: true })
    const pattern = new RegExp(key)
    for (const endpoint of Object.values(contract)) {
      const path = endpoint.path.replace(/:\w+/g, '42')
      expect(pattern.test(path), endpoint.id).toBe(true)
      expect(pattern.test(`${path}?q=a&page=1`), endpoint.id).toBe(true)
    }
    for (const page of PAGES) expect(pattern.test(page), page).toBe(false)
    // Near misses: a path must match a call whole.
    for (const path of ['/jwt/login-page', '/jwt', '/api', '/apps/email', '/openapi.json', '/assets/app.js']) expect(pattern.test(path), path).toBe(false)
  })

  it('forwards everything under a base path as it is', async () => {
    const rules = await apiProxyRules(process.cwd(), { mock: false, apiBaseUrl: '/backend/', apiProxy: 'http://localhost:8787' })
    expect(Object.keys(rules)).toEqual(['/backend/'])
  })
})
