import { IconButton } from '@vitrina/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'

import { adminThemeAtom, toggleAdminThemeAtom } from '../../theme/atoms'
import { DarkModeIcon, LightModeIcon } from '../icons/icons'

/** Light/dark toggle of the admin pages, remembered as `adminTheme`. */
export function ThemeToggle() {
  const { t } = useTranslation('host')
  const mode = useAtomValue(adminThemeAtom)
  const toggle = useSetAtom(toggleAdminThemeAtom)
  const dark = mode === 'dark'
  return (
    <IconButton
      variant="ghost"
      color="inherit"
      aria-label={t(dark ? 'appBar.themeToLight' : 'appBar.themeToDark')}
      aria-pressed={dark}
      onClick={toggle}
    >
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  )
}
