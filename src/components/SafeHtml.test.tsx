// First: DOMPurify must find a browser-like DOM when the sanitiser module creates its instance.
import '@/test/browserLikeDom'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import type { SanitizeOptions } from '@/lib/sanitizeHtml'
import { SafeHtml } from './SafeHtml'

/** Renders the HTML as a screen does and answers the element it went into. */
const shown = (html: string, rules?: SanitizeOptions) => render(<SafeHtml html={html} rules={rules} />).container.firstElementChild!

describe('SafeHtml', () => {
  it('keeps ordinary markup as it was written', () => {
    const html =
      '<h2>Agenda</h2><p>Hello <b>bold</b>, <em>em</em> and <a href="https://handbook.example.com/">a link</a>.</p>' +
      '<ul><li>one</li></ul><blockquote>quoted</blockquote><img src="/images/avatars/1.svg" alt="face">' +
      '<table><tbody><tr><td>cell</td></tr></tbody></table>'
    expect(shown(html).innerHTML).toBe(html)
  })

  it('removes a javascript: link, however it is written, but keeps its text', () => {
    const body = shown(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(2)">b</a><a href=" &#x09;javascript:alert(3)">c</a>' +
        '<a href="&#106;avascript:alert(4)">d</a><a href="java&#x09;script:alert(5)">e</a><svg><a xlink:href="javascript:alert(6)"><text>f</text></a></svg>',
    )
    expect(body.textContent).toBe('abcdef')
    for (const link of body.querySelectorAll('a')) expect(link.getAttributeNames().filter((name) => name.endsWith('href'))).toEqual([])
    expect(body.innerHTML).not.toMatch(/javascript|alert/i)
  })

  it('removes an onerror attribute, and every other event handler', () => {
    const body = shown('<img src="/images/x.png" onerror="alert(1)" alt="x"><p onclick="alert(2)" onmouseover="alert(3)">p</p><svg onload="alert(4)"></svg>')
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/images/x.png')
    expect(body.querySelector('[onerror], [onclick], [onmouseover], [onload]')).toBeNull()
    expect(body.innerHTML).not.toMatch(/alert/)
  })

  it('removes a data:text/html link, and any other URL the URL rule refuses', () => {
    const body = shown(
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a><a href="data:text/html,<script>alert(1)</script>">b</a>' +
        '<a href="//evil.example/">c</a><a href="/\\evil.example/">d</a><a href="vbscript:msgbox(1)">e</a><a href="relative/page">f</a>' +
        '<a href="https://ok.example/">g</a><a href="mailto:ada@example.com">h</a><a href="/apps/email/inbox">i</a>',
    )
    const links = [...body.querySelectorAll('a')]
    expect(links.map((link) => link.textContent)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, null, null, null, null, null, 'https://ok.example/', 'mailto:ada@example.com', '/apps/email/inbox'])
  })

  it('loads pictures only from URLs the URL rule takes as images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const body = shown(
      `<img alt="a" src="${png}"><img alt="b" src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="><img alt="c" src="//evil.example/x.png">` +
        `<img alt="d" src="/images/d.png" srcset="/images/d2.png 2x, data:text/html,x 3x"><video poster="javascript:alert(1)"></video>`,
    )
    const src = (alt: string) => body.querySelector(`img[alt="${alt}"]`)!.getAttribute('src')
    expect(src('a')).toBe(png)
    expect(src('b')).toBeNull()
    expect(src('c')).toBeNull()
    expect(src('d')).toBe('/images/d.png')
    // One refused candidate and the whole srcset goes.
    expect(body.querySelector('img[alt="d"]')!.hasAttribute('srcset')).toBe(false)
    expect(body.querySelector('video')!.hasAttribute('poster')).toBe(false)
  })

  it('shows no script, frame, form or style sheet', () => {
    const body = shown(
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="pw"></form>' +
        '<style>body{display:none}</style><p style="background: url(x); behavior: expression(alert(1))">kept</p>',
    )
    expect(body.innerHTML).toBe('<p>kept</p>')
  })

  it('opens a link in a new tab only without a handle on this page', () => {
    const own = shown('<a href="https://a.example/" target="_blank">a</a><a href="https://b.example/" target="_top">b</a>')
    const [a, b] = own.querySelectorAll('a')
    // Targets are not kept unless the rules ask for new tabs.
    expect(a!.hasAttribute('target')).toBe(false)
    expect(b!.hasAttribute('target')).toBe(false)

    const inNewTab = shown('<a href="https://a.example/" target="_self" rel="opener">a</a><a>no address</a>', { linksInNewTab: true })
    const [link, plain] = inNewTab.querySelectorAll('a')
    expect(link!.getAttribute('target')).toBe('_blank')
    expect(link!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(plain!.hasAttribute('target')).toBe(false)
  })

  it('takes further rules that narrow what is kept, never widen it', () => {
    const rules: SanitizeOptions = { allowedTags: ['p', 'a', 'script', 'iframe'], allowedAttributes: ['href', 'onclick', 'src'] }
    const body = shown('<p onclick="alert(1)">p <b>b</b></p><script>alert(2)</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">a</a>', rules)
    expect(body.innerHTML).toBe('<p>p b</p><a>a</a>')
  })

  it('asks the rules about each attribute first, and drops the ones they refuse', () => {
    const seen: string[] = []
    const rules: SanitizeOptions = {
      keepAttribute: (_element, name, value) => {
        seen.push(`${name}=${value}`)
        return name !== 'title'
      },
    }
    const body = shown('<p title="t" class="c">x</p><a href="//evil.example/">a</a>', rules)
    expect(body.innerHTML).toBe('<p class="c">x</p><a>a</a>')
    // The kit's own URL rule runs after: the rules saw the href the kit then dropped.
    expect(seen).toEqual(['title=t', 'class=c', 'href=//evil.example/'])
  })

  it('cleans again when the HTML changes', () => {
    const { rerender, getByTestId } = render(<SafeHtml html="<p>one</p>" data-testid="html" />)
    rerender(<SafeHtml html={'<p>two</p><img src="x" onerror="alert(1)">'} data-testid="html" />)
    expect(getByTestId('html').innerHTML).toBe('<p>two</p><img>')
  })
})
