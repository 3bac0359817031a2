import Fab from '@mui/material/Fab'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { keyframes } from '@emotion/react'
import { useLingui } from '@lingui/react/macro'
import { preloadCustomizer } from './LazyCustomizer'

const spin = keyframes`to { transform: rotate(360deg); }`

/** A tab on the window's end edge that opens the customizer when there is no navbar to hold its button. */
export function CustomizerEdgeButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui()
  return (
    <Fab
      color="primary"
      size="small"
      aria-label={t`Open theme customizer`}
      data-testid="customizer-edge-button"
      onClick={onClick}
      onPointerEnter={preloadCustomizer}
      onFocus={preloadCustomizer}
      sx={{
        position: 'fixed',
        right: 0,
        top: '50%',
        zIndex: (theme) => theme.zIndex.drawer - 1,
        borderRadius: '8px 0 0 8px',
        width: 42,
        '& svg': { animation: `${spin} 6s linear infinite` },
        '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
      }}
    >
      <SettingsOutlined />
    </Fab>
  )
}
