import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR'
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import GradientOutlined from '@mui/icons-material/GradientOutlined'
import SwipeRightAltOutlined from '@mui/icons-material/SwipeRightAltOutlined'
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Settings } from '@/theme/settings'
import { setPreferences, usePreferences } from '@/theme/settingsStore'
import { CustomizerSection } from './CustomizerSection'
import { SettingSwitch } from './SettingSwitch'
import { MiniLayout } from './MiniLayout'
import { OptionCards } from './OptionCards'

/** Where things sit: direction, menu, navbar, footer, width, transitions. */
export function LayoutSection() {
  const { t } = useLingui()
  const p = usePreferences()
  const menu = p.menuLayout

  return (
    <CustomizerSection title={<Trans>Layout</Trans>}>
      <OptionCards<Settings['direction']>
        name="direction"
        label={t`Direction`}
        value={p.direction}
        columns={2}
        onChange={(value) => setPreferences({ direction: value })}
        options={[
          { value: 'ltr', label: t`Left to right`, icon: FormatTextdirectionLToR },
          { value: 'rtl', label: t`Right to left`, icon: FormatTextdirectionRToL },
        ]}
      />
      <OptionCards<Settings['menuLayout']>
        name="menuLayout"
        label={t`Menu layout`}
        value={menu}
        columns={2}
        onChange={(value) => setPreferences({ menuLayout: value })}
        options={[
          { value: 'vertical', label: t`Vertical`, preview: <MiniLayout menu="vertical" /> },
          { value: 'horizontal', label: t`Horizontal`, preview: <MiniLayout menu="horizontal" /> },
        ]}
      />
      <SettingSwitch name="menuCollapsed" label={t`Collapsed menu`} disabled={menu !== 'vertical'} />
      <SettingSwitch name="menuHidden" label={t`Hidden menu`} />
      <OptionCards<Settings['navbarType']>
        name="navbarType"
        label={t`Navbar type`}
        value={p.navbarType}
        columns={4}
        onChange={(value) => setPreferences({ navbarType: value })}
        options={[
          { value: 'floating', label: t`Floating`, preview: <MiniLayout menu="none" navbar="floating" /> },
          { value: 'sticky', label: t`Sticky`, preview: <MiniLayout menu="none" navbar="sticky" /> },
          { value: 'static', label: t`Static`, preview: <MiniLayout menu="none" navbar="static" footer="hidden" /> },
          { value: 'hidden', label: t`Hidden`, preview: <MiniLayout menu="none" navbar="hidden" /> },
        ]}
      />
      <OptionCards<Settings['footerType']>
        name="footerType"
        label={t`Footer type`}
        value={p.footerType}
        onChange={(value) => setPreferences({ footerType: value })}
        options={[
          { value: 'static', label: t`Static`, preview: <MiniLayout menu="none" footer="static" /> },
          { value: 'sticky', label: t`Sticky`, preview: <MiniLayout menu="none" footer="sticky" /> },
          { value: 'hidden', label: t`Hidden`, preview: <MiniLayout menu="none" footer="hidden" /> },
        ]}
      />
      <OptionCards<Settings['contentWidth']>
        name="contentWidth"
        label={t`Content width`}
        value={p.contentWidth}
        columns={2}
        onChange={(value) => setPreferences({ contentWidth: value })}
        options={[
          { value: 'full', label: t`Full width`, preview: <MiniLayout menu="none" /> },
          { value: 'boxed', label: t`Boxed`, preview: <MiniLayout menu="none" boxed /> },
        ]}
      />
      <OptionCards<Settings['routeTransition']>
        name="routeTransition"
        label={t`Page transition`}
        value={p.routeTransition}
        columns={4}
        onChange={(value) => setPreferences({ routeTransition: value })}
        options={[
          { value: 'fade', label: t`Fade`, icon: GradientOutlined },
          { value: 'slide', label: t`Slide`, icon: SwipeRightAltOutlined },
          { value: 'zoom', label: t`Zoom`, icon: ZoomInOutlined },
          { value: 'none', label: t`None`, icon: BlockOutlined },
        ]}
      />
      <SettingSwitch name="scrollToTop" label={t`Scroll-to-top button`} />
    </CustomizerSection>
  )
}
