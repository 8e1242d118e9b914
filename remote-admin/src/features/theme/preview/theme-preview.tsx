import type { StoreImage } from '@vitrina/contract'
import { fontStylesheetHref } from '@vitrina/shared/rules'
import { Box, BREAKPOINTS, Heading, Stack, VisuallyHidden } from '@vitrina/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import type { ColorMode, ThemeDraft } from '../theme-draft'
import { PreviewStore } from './preview-store'
import { PreviewToolbar, type PreviewWidth } from './preview-toolbar'
import { previewVars } from './preview-vars'
import { useFontStylesheet } from './use-font-stylesheet'

export interface ThemePreviewProps {
  draft: ThemeDraft
  cover: StoreImage | null
}

/**
 * The draft on the store's home, in this page (same React, same Chakra): a
 * nested theme scope whose token variables carry the draft, switchable
 * between the light and dark sets and a phone's or a desktop's width.
 */
export function ThemePreview({ draft, cover }: ThemePreviewProps) {
  const { t } = useTranslation(THEME_NS)
  const [mode, setMode] = useState<ColorMode>('light')
  // On a phone, a desktop-wide store squeezed into the screen breaks its words: the
  // preview starts at the phone's width there.
  const [width, setWidth] = useState<PreviewWidth>(() =>
    window.matchMedia(`(max-width: calc(${BREAKPOINTS.sm} - 0.02px))`).matches
      ? 'phone'
      : 'desktop',
  )
  useFontStylesheet(
    fontStylesheetHref([draft.typography.fontFamily, draft.typography.titleFontFamily]),
  )
  return (
    <Stack as="section" aria-labelledby="theme-preview-heading" gap="3">
      <Heading as="h2" id="theme-preview-heading">
        {t('preview.title')}
      </Heading>
      <PreviewToolbar mode={mode} width={width} onMode={setMode} onWidth={setWidth} />
      <VisuallyHidden>{t('preview.label')}</VisuallyHidden>
      {/* A picture of the store: read by sight; the fields beside it say what it shows. */}
      <Box
        aria-hidden="true"
        data-testid="theme-preview"
        data-mode={mode}
        data-width={width}
        className={mode}
        style={previewVars(draft, mode)}
        w={width === 'phone' ? '390px' : '100%'}
        maxW="100%"
        mx="auto"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        boxShadow="md"
      >
        <PreviewStore typography={draft.typography} phone={width === 'phone'} cover={cover} />
      </Box>
    </Stack>
  )
}
