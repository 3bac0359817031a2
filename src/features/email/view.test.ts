// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { MailState } from './mailState'
import { isListedIn } from './view'

const mail = (fields: Partial<MailState>) => ({ folder: 'inbox' as const, isStarred: false, labels: [], ...fields })

describe('whether a mail is listed in a place', () => {
  it('lists a mail in its own folder only', () => {
    expect(isListedIn(mail({}), { folder: 'inbox' })).toBe(true)
    expect(isListedIn(mail({}), { folder: 'trash' })).toBe(false)
  })

  it('lists starred mail of every folder but trash under starred', () => {
    expect(isListedIn(mail({ isStarred: true, folder: 'sent' }), { folder: 'starred' })).toBe(true)
    expect(isListedIn(mail({ isStarred: true, folder: 'trash' }), { folder: 'starred' })).toBe(false)
    expect(isListedIn(mail({}), { folder: 'starred' })).toBe(false)
  })

  it('lists labelled mail of every folder but trash under the label', () => {
    expect(isListedIn(mail({ labels: ['company'] }), { label: 'company' })).toBe(true)
    expect(isListedIn(mail({ labels: ['company'], folder: 'trash' }), { label: 'company' })).toBe(false)
    expect(isListedIn(mail({ labels: ['private'] }), { label: 'company' })).toBe(false)
  })
})
