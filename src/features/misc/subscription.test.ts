import { describe, expect, it } from 'vitest'
import { itAnswers } from '@/test/itAnswers'
import { isValidEmail, readSubscriber, saveSubscriber, SUBSCRIBER_KEY } from './subscription'

describe('coming-soon subscription', () => {
  itAnswers(isValidEmail, [
    ['ada@example.com', true],
    ['  ada@example.com ', true],
    ["o'brien+news@mail.example.co.uk", true],
    ['ada@', false],
    ['not an email', false],
    ['', false],
    ['ada..b@example.com', false],
    ['ada@example', false],
  ])

  it('remembers the trimmed address and ignores a corrupted one', () => {
    expect(readSubscriber()).toBeNull()
    saveSubscriber(' ada@example.com ')
    expect(readSubscriber()).toBe('ada@example.com')
    localStorage.setItem(SUBSCRIBER_KEY, 'garbage')
    expect(readSubscriber()).toBeNull()
  })
})
