import { t } from '@lingui/core/macro'

/**
 * What the page shows instead of the app when its settings are unusable (src/lib/envSettings.ts):
 * a plain page that names each bad setting and its value, not a blank screen. Plain DOM, no React
 * or theme: nothing else of the app has started. The problems themselves stay in English, as the
 * build prints them, so they read the same in a browser and in a build log.
 */
export function showSettingsProblems(problems: readonly string[]): void {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, style = ''): HTMLElementTagNameMap[K] => {
    const node = document.createElement(tag)
    node.textContent = text
    node.style.cssText = style
    return node
  }

  const page = document.createElement('main')
  page.setAttribute('role', 'alert')
  page.dataset.testid = 'settings-problems'
  page.style.cssText = 'max-width:640px;margin:10vh auto;padding:0 24px;font-family:system-ui,sans-serif;line-height:1.5'
  const list = document.createElement('ul')
  list.style.cssText = 'padding-inline-start:20px'
  for (const problem of problems) list.append(element('li', problem, 'margin-bottom:8px;font-family:ui-monospace,monospace;font-size:14px;overflow-wrap:anywhere'))
  page.append(
    element('h1', t`This app is not configured correctly`, 'font-size:24px;font-weight:600;margin:0 0 12px'),
    element('p', t`It was built with settings it cannot use. Correct them in the environment or the .env file, then build it again:`),
    list,
  )
  document.title = t`Configuration error`
  document.getElementById('root')!.replaceChildren(page)
}
