import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LayoutOverride } from '@/theme/settingsStore'

type LayoutKey = keyof LayoutOverride

/** The layout settings' names, as the customizer says them. */
const NAMES: Record<LayoutKey, MessageDescriptor> = {
  menuLayout: msg`Menu layout`,
  menuCollapsed: msg`Collapsed menu`,
  menuHidden: msg`Hidden menu`,
  navbarType: msg`Navbar type`,
  footerType: msg`Footer type`,
  contentWidth: msg`Content width`,
}

/** Their values' names, as the customizer's cards say them. */
const VALUES: Record<string, MessageDescriptor> = {
  vertical: msg`Vertical`,
  horizontal: msg`Horizontal`,
  floating: msg`Floating`,
  sticky: msg`Sticky`,
  static: msg`Static`,
  hidden: msg`Hidden`,
  full: msg`Full width`,
  boxed: msg`Boxed`,
  true: msg`On`,
  false: msg`Off`,
}

export const settingName = (i18n: I18n, key: LayoutKey) => i18n._(NAMES[key])
export const settingValue = (i18n: I18n, value: string | boolean) => i18n._(VALUES[String(value)]!)
