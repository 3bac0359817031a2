import { describe, expect, it } from 'vitest'
import { isValidEmail, readSubscriber, saveSubscriber, SUBSCRIBER_KEY } from './subscription'

describe('coming-soon subscription', () => {
  it('accepts an address and refuses text that is not one', () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
    expect(isValidEmail('  ada@example.com ')).toBe(true)
    expect(isValidEmail('ada@')).toBe(false)
    expect(isValidEmail('not an email')).toBe(false)
    expect(isValidEmail('')).toBe(false)
    expect(isValidEmail('ada..b@example.com')).toBe(false)
    expect(isValidEmail('ada@example')).toBe(false)
    expect(isValidEmail("o'brien+news@mail.example.co.uk")).toBe(true)
  })

  it('remembers the trimmed address and ignores a corrupted one', () => {
    expect(readSubscriber()).toBeNull()
    saveSubscriber(' ada@example.com ')
    expect(readSubscriber()).toBe('ada@example.com')
    localStorage.setItem(SUBSCRIBER_KEY, 'garbage')
    expect(readSubscriber()).toBeNull()
  })
})
