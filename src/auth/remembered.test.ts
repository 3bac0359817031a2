import { beforeEach, describe, expect, it } from 'vitest'
import { notePage, rememberedEmail, rememberedPage, rememberLogin } from './remembered'

beforeEach(() => localStorage.clear())

describe('"Remember me"', () => {
  it('keeps the email and the last page of the user who asked for it', () => {
    rememberLogin('admin@demo.com', true)
    notePage('/apps/user/list?role=editor')
    expect(rememberedEmail()).toBe('admin@demo.com')
    expect(rememberedPage('admin@demo.com', '/')).toBe('/apps/user/list?role=editor')
    expect(rememberedPage('ADMIN@demo.com', undefined)).toBe('/apps/user/list?role=editor')
  })

  it("lets a page the address names win, and never gives one user another's page", () => {
    rememberLogin('admin@demo.com', true)
    notePage('/apps/email/inbox')
    expect(rememberedPage('admin@demo.com', '/apps/invoice/list')).toBe('/apps/invoice/list')
    expect(rememberedPage('client@demo.com', '/')).toBe('/')
  })

  it('keeps the last page over a sign-in by the same user, and forgets everything without the box ticked', () => {
    rememberLogin('admin@demo.com', true)
    notePage('/pages/profile')
    rememberLogin('admin@demo.com', true)
    expect(rememberedPage('admin@demo.com', undefined)).toBe('/pages/profile')
    rememberLogin('admin@demo.com', false)
    expect(rememberedEmail()).toBeUndefined()
    notePage('/pages/profile')
    expect(rememberedPage('admin@demo.com', undefined)).toBeUndefined()
  })

  it('reads what is stored liberally: garbage or another site is nothing remembered', () => {
    localStorage.setItem('rememberedLogin', '{broken')
    expect(rememberedEmail()).toBeUndefined()
    localStorage.setItem('rememberedLogin', JSON.stringify({ email: 'a@b.c', lastPage: '//evil.example' }))
    expect(rememberedPage('a@b.c', undefined)).toBeUndefined()
  })
})
