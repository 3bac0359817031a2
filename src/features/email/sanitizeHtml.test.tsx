// First: DOMPurify must find a browser-like DOM when the sanitiser module creates its instance.
import '@/test/browserLikeDom'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { seedEmails } from '@/mocks/db/emails'
import { MessageBody } from './detail/MessageBody'
import { isRemoteUrl, sanitizeEmailHtml } from './sanitizeHtml'

/** Renders a message as the detail does and answers the element it went into. */
const rendered = (html: string) => render(<MessageBody html={sanitizeEmailHtml(html).html} />).getByTestId('message-body')

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
    const { html: clean } = sanitizeEmailHtml(
      '<object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="pw"></form>' +
        '<style>body{display:none}</style><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>kept</p>',
    )
    expect(clean).toBe('<p>kept</p>')
  })

  it('checks what it unwraps: the content of an unknown element is cleaned too', () => {
    const body = rendered('<custom-wrapper><p>hi</p><script>alert(1)</script><img src="/x.png" onerror="alert(1)"></custom-wrapper>')
    expect(body.innerHTML).toBe('<p>hi</p><img src="/x.png">')
  })

  it('drops javascript: links and SVG handlers', () => {
    const body = rendered('<a href="javascript:alert(1)">a</a><svg><g onload="alert(1)"></g></svg><img src="x" onmouseover="alert(1)">')
    expect(body.querySelector('a')?.hasAttribute('href')).toBe(false)
    expect(body.innerHTML).not.toMatch(/javascript:|onload|onmouseover/i)
  })

  it('drops inline styles that fetch from elsewhere or import, even written with escapes; keeps harmless ones', () => {
    const body = rendered(
      '<p style="background: url(https://tracker.example/pixel.gif)">a</p><p style="background-image: \\75 rl(//tracker.example/x)">b</p>' +
        '<p style="color: red">c</p><p style="background: url(/images/x.png)">d</p><p style="behavior: expression(alert(1))">e</p>',
    )
    const [a, b, c, d, e] = body.querySelectorAll('p')
    expect(a!.hasAttribute('style')).toBe(false)
    expect(b!.hasAttribute('style')).toBe(false)
    expect(c!.getAttribute('style')).toBe('color: red')
    expect(d!.getAttribute('style')).toBe('background: url(/images/x.png)')
    expect(e!.hasAttribute('style')).toBe(false)
  })

  it('opens every link in a new tab that cannot reach back', () => {
    const link = rendered('<a href="https://handbook.example.com/" target="_self">handbook</a>').querySelector('a')!
    expect(link.getAttribute('href')).toBe('https://handbook.example.com/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('remote images', () => {
  const tracked =
    '<img alt="pixel" src="https://tracker.example/p.gif?u=1">' +
    '<img alt="set" src="/images/a.png" srcset="/images/a.png 1x, https://tracker.example/a2.png 2x">' +
    '<table background="http://127.0.0.1:9/bg.png"><tr><td style="background-image: url(\'https://tracker.example/bg.png\')">x</td></tr></table>' +
    '<video poster="//tracker.example/poster.png"></video><svg><image href="https://tracker.example/s.png"></image></svg>'
  const element = (html: string, selector: string) => {
    const template = document.createElement('template')
    template.innerHTML = html
    return template.content.querySelector(selector)!
  }

  it('are not fetched: remote src, srcset, background, poster, SVG href and CSS url() are left out, and counted', () => {
    const { html, blocked } = sanitizeEmailHtml(tracked)
    expect(html).not.toMatch(/tracker\.example|127\.0\.0\.1/)
    expect(blocked).toBe(6)
    // The image itself stays (its alt text shows), and so does a local src next to a dropped srcset.
    expect(element(html, 'img[alt="pixel"]').hasAttribute('src')).toBe(false)
    expect(element(html, 'img[alt="set"]').getAttribute('src')).toBe('/images/a.png')
    expect(element(html, 'img[alt="set"]').hasAttribute('srcset')).toBe(false)
  })

  it('inside the mail or on this site are kept, and nothing is counted', () => {
    const local =
      '<img alt="a" src="data:image/png;base64,iVBORw0KGgo=" srcset="/images/b.png 1x, data:image/png;base64,AA,BB 2x">' +
      '<img alt="b" src="/files/email/photo.jpg"><img alt="c" src="' + window.location.origin + '/images/c.png">' +
      '<a href="https://elsewhere.example/">a link is not fetched</a>'
    const { html, blocked } = sanitizeEmailHtml(local)
    expect(blocked).toBe(0)
    expect(element(html, 'img[alt="a"]').getAttribute('srcset')).toBe('/images/b.png 1x, data:image/png;base64,AA,BB 2x')
    expect(element(html, 'img[alt="b"]').getAttribute('src')).toBe('/files/email/photo.jpg')
    expect(element(html, 'a').getAttribute('href')).toBe('https://elsewhere.example/')
  })

  it('are all kept once the reader allows them, and nothing is counted', () => {
    const { html, blocked } = sanitizeEmailHtml(tracked, { remoteImages: true })
    expect(blocked).toBe(0)
    expect(element(html, 'img[alt="pixel"]').getAttribute('src')).toBe('https://tracker.example/p.gif?u=1')
    expect(element(html, 'img[alt="set"]').getAttribute('srcset')).toContain('https://tracker.example/a2.png 2x')
    expect(element(html, 'td').getAttribute('style')).toContain('https://tracker.example/bg.png')
  })

  it('never run script or styles that import, even when allowed', () => {
    const { html } = sanitizeEmailHtml('<img src="https://x.example/a.png" onerror="alert(1)"><p style="@import url(https://x.example/a.css)">p</p>', {
      remoteImages: true,
    })
    expect(html).toBe('<img src="https://x.example/a.png"><p>p</p>')
  })
})

describe('isRemoteUrl', () => {
  it.each([
    ['https://tracker.example/p.gif', true],
    ['//tracker.example/p.gif', true],
    ['http://127.0.0.1:9/pixel.png', true],
    ['/files/email/a.pdf', false],
    ['images/x.png', false],
    ['data:image/png;base64,AA', false],
    [' DATA:image/gif,x', false],
  ])('%s: %s', (url, remote) => expect(isRemoteUrl(url)).toBe(remote))
})
