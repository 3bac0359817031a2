import { describe, expect, it } from 'vitest'
import '@/test/browserLikeDom'
import { isBlankMessage, sanitizeMessage } from './messageHtml'

describe('sanitizeMessage', () => {
  it('keeps the formatting the toolbar makes', () => {
    const html = '<p><b>bold</b> <i>it</i> <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol><a href="https://example.com">link</a>'
    expect(sanitizeMessage(html)).toBe(html)
  })

  it('removes what a paste from a web page can bring', () => {
    const pasted = '<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p><span style="color:red" onclick="x()">there</span>'
    const clean = sanitizeMessage(pasted)
    expect(clean).toBe('<p>Hi</p><span>there</span>')
    expect(clean).not.toMatch(/onerror|script|onclick|style|img/)
  })

  it('drops javascript: links but keeps their text', () => {
    expect(sanitizeMessage('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })
})

describe('isBlankMessage', () => {
  it('sees an emptied editor as blank', () => {
    expect(isBlankMessage('')).toBe(true)
    expect(isBlankMessage('<div><br></div>')).toBe(true)
    expect(isBlankMessage('<p> </p>')).toBe(true)
    // Enter pressed twice in the editor: paragraphs, but nothing to read.
    expect(isBlankMessage('<p></p><p></p>')).toBe(true)
  })

  it('sees text as a message', () => {
    expect(isBlankMessage('<p>Hi</p>')).toBe(false)
  })
})
