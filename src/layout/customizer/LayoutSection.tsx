import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR'
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import GradientOutlined from '@mui/icons-material/GradientOutlined'
import SwipeRightAltOutlined from '@mui/icons-material/SwipeRightAltOutlined'
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePreferences } from '@/theme/settingsStore'
import { CustomizerSection } from './CustomizerSection'
import { SettingSwitch } from './SettingSwitch'
import { MiniLayout } from '@/components/MiniLayout'
import { SettingCards } from './SettingCards'

/** Where things sit: direction, menu, navbar, footer, width, transitions. */
export function LayoutSection() {
  const { t } = useLingui()
  const menu = usePreferences().menuLayout

  return (
    <CustomizerSection title={<Trans>Layout</Trans>}>
      <SettingCards
        name="direction"
        label={t`Direction`}
        columns={2}
        options={[
          { value: 'ltr', label: t`Left to right`, icon: FormatTextdirectionLToR },
          { value: 'rtl', label: t`Right to left`, icon: FormatTextdirectionRToL },
        ]}
      />
      <SettingCards
        name="menuLayout"
        label={t`Menu layout`}
        columns={2}
        options={[
          { value: 'vertical', label: t`Vertical`, preview: <MiniLayout menu="vertical" /> },
          { value: 'horizontal', label: t`Horizontal`, preview: <MiniLayout menu="horizontal" /> },
        ]}
      />
      <SettingSwitch name="menuCollapsed" label={t`Collapsed menu`} disabled={menu !== 'vertical'} />
      <SettingSwitch name="menuHidden" label={t`Hidden menu`} />
      <SettingCards
        name="navbarType"
        label={t`Navbar type`}
        columns={4}
        options={[
          { value: 'floating', label: t`Floating`, preview: <MiniLayout menu="none" navbar="floating" /> },
          { value: 'sticky', label: t`Sticky`, preview: <MiniLayout menu="none" navbar="sticky" /> },
          { value: 'static', label: t`Static`, preview: <MiniLayout menu="none" navbar="static" footer="hidden" /> },
          { value: 'hidden', label: t`Hidden`, preview: <MiniLayout menu="none" navbar="hidden" /> },
        ]}
      />
      <SettingCards
        name="footerType"
        label={t`Footer type`}
        options={[
          { value: 'static', label: t`Static`, preview: <MiniLayout menu="none" footer="static" /> },
          { value: 'sticky', label: t`Sticky`, preview: <MiniLayout menu="none" footer="sticky" /> },
          { value: 'hidden', label: t`Hidden`, preview: <MiniLayout menu="none" footer="hidden" /> },
        ]}
      />
      <SettingCards
        name="contentWidth"
        label={t`Content width`}
        columns={2}
        options={[
          { value: 'full', label: t`Full width`, preview: <MiniLayout menu="none" /> },
          { value: 'boxed', label: t`Boxed`, preview: <MiniLayout menu="none" boxed /> },
        ]}
      />
      <SettingCards
        name="routeTransition"
        label={t`Page transition`}
        columns={4}
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
