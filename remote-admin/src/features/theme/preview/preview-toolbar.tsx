import { HStack } from '@vitrina/ui'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { Segmented } from '../form/segmented'
import { THEME_NS } from '../locales'
import type { ColorMode } from '../theme-draft'

export type PreviewWidth = 'phone' | 'desktop'

export interface PreviewToolbarProps {
  mode: ColorMode
  width: PreviewWidth
  onMode: (mode: ColorMode) => void
  onWidth: (width: PreviewWidth) => void
}

/** 'Claro' / 'Oscuro' and 'Teléfono' / 'Escritorio' of the preview (not re-rendered by an edit). */
export const PreviewToolbar = memo(function PreviewToolbar({
  mode,
  width,
  onMode,
  onWidth,
}: PreviewToolbarProps) {
  const { t } = useTranslation(THEME_NS)
  return (
    <HStack gap="3" wrap="wrap">
      <Segmented
        label={t('preview.mode')}
        value={mode}
        onChange={onMode}
        options={[
          { value: 'light', label: t('colors.light') },
          { value: 'dark', label: t('colors.dark') },
        ]}
      />
      <Segmented
        label={t('preview.width')}
        value={width}
        onChange={onWidth}
        options={[
          { value: 'phone', label: t('preview.phone') },
          { value: 'desktop', label: t('preview.desktop') },
        ]}
      />
    </HStack>
  )
})
