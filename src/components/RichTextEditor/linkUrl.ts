/**
 * What the user typed as a link, made into a URL: `example.com` gets https://, an address gets
 * mailto:. Null for anything else with a scheme (javascript:, data:...), which is refused.
 */
export function normalizeLinkUrl(text: string): string | null {
  const url = text.trim()
  if (url === '') return null
  if (/^(https?:\/\/|mailto:)/i.test(url)) return url
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null
  if (/^[^\s/@]+@[^\s/@]+$/.test(url)) return `mailto:${url}`
  return `https://${url}`
}
