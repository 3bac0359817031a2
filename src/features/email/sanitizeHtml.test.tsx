// First: DOMPurify must find a browser-like DOM when the sanitiser module creates its instance.
import '@/test/browserLikeDom'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { seedEmails } from '@/mocks/db/emails'
import { MessageBody } from './detail/MessageBody'
import { sanitizeEmailHtml } from './sanitizeHtml'

/** Renders a message as the detail does and answers the element it went into. */
const rendered = (html: string) => render(<MessageBody html={html} />).getByTestId('message-body')

describe('a mail from a stranger', () => {
  it('the seed\'s hostile mail (#25, spam) shows its text but no script, frame or handler', () => {
    const hostile = seedEmails().find((mail) => mail.id === 25)!
    expect(hostile.folder).toBe('spam')
    // The seed really is hostile: otherwise this test proves nothing.
    expect(hostile.message).toMatch(/<script|<iframe|onerror=/)

    const body = rendered(hostile.message)
    expect(body.querySelector('script, iframe, object, embed')).toBeNull()
    expect(body.querySelector('[onerror], [onload], [onclick]')).toBeNull()
    expect(body.innerHTML).not.toMatch(/stolen session|pwned|<script|<iframe|onerror/i)
    expect(body.textContent).toContain('Click below to claim your reward!')
    expect(body.querySelector('img')?.getAttribute('alt')).toBe('prize')
  })

  it('keeps no plugin, form, style sheet or base element', () => {
    const clean = sanitizeEmailHtml(
      '<object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="pw"></form>' +
        '<style>body{display:none}</style><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>kept</p>',
    )
    expect(clean).toBe('<p>kept</p>')
  })

  it('checks what it unwraps: the content of an unknown element is cleaned too', () => {
    const body = rendered('<custom-wrapper><p>hi</p><script>alert(1)</script><img src="x" onerror="alert(1)"></custom-wrapper>')
    expect(body.innerHTML).toBe('<p>hi</p><img src="x">')
  })

  it('drops javascript: links and SVG handlers', () => {
    const body = rendered('<a href="javascript:alert(1)">a</a><svg><g onload="alert(1)"></g></svg><img src="x" onmouseover="alert(1)">')
    expect(body.querySelector('a')?.hasAttribute('href')).toBe(false)
    expect(body.innerHTML).not.toMatch(/javascript:|onload|onmouseover/i)
  })

  it('drops inline styles that fetch something, keeps harmless ones', () => {
    const body = rendered(
      '<p style="background: url(https://tracker.example/pixel.gif)">a</p><p style="background-image: URL ( \'x\' )">b</p><p style="color: red">c</p>',
    )
    const [a, b, c] = body.querySelectorAll('p')
    expect(a!.hasAttribute('style')).toBe(false)
    expect(b!.hasAttribute('style')).toBe(false)
    expect(c!.getAttribute('style')).toBe('color: red')
  })

  it('opens every link in a new tab that cannot reach back', () => {
    const link = rendered('<a href="https://handbook.example.com/" target="_self">handbook</a>').querySelector('a')!
    expect(link.getAttribute('href')).toBe('https://handbook.example.com/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
