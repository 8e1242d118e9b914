import type { StoreImage } from '@vitrina/contract'
import { isLoggedInAtom } from '@vitrina/shared'
import { fontSamplesHref } from '@vitrina/shared/rules'
import { Alert, Box, Button, Card, Flex, Spinner, Stack } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard'
import { getCovers } from './api/get-covers'
import { ColorsSection } from './form/colors-section'
import { EditorActions } from './form/editor-actions'
import { HistorySection } from './form/history-section'
import { PresetsSection } from './form/presets-section'
import { TypographySection } from './form/typography-section'
import { THEME_NS } from './locales'
import { ThemePreview } from './preview/theme-preview'
import { useFontStylesheet } from './preview/use-font-stylesheet'
import { useThemeEditor } from './use-theme-editor'

/** The form beside the live preview (under it on a phone); nothing is sent until 'Publicar'. */
export function ThemeEditor() {
  const { t } = useTranslation(THEME_NS)
  const editor = useThemeEditor()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [cover, setCover] = useState<StoreImage | null>(null)
  useFontStylesheet(fontSamplesHref())
  useEffect(() => {
    getCovers().then(
      (list) => setCover(list[0] ?? null),
      () => setCover(null),
    )
  }, [])

  const { draft, problems, update, restore } = editor
  const onRestore = useCallback((id: number) => void restore(id), [restore])
  if (editor.status === 'loading' || (!draft && editor.status !== 'error')) {
    return <Spinner aria-label={t('loading')} />
  }
  if (!draft) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('loadError')}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void editor.reload()}>
          {t('retry')}
        </Button>
      </Alert.Root>
    )
  }
  const problemCount = Object.keys(problems).length
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
      <Stack flex="1" minW="0" w="100%" gap="6">
        <Card.Root>
          <Card.Body gap="8">
            <PresetsSection onChange={update} />
            <ColorsSection
              light={draft.light_colors}
              dark={draft.dark_colors}
              problems={problems}
              onChange={update}
            />
            <TypographySection typography={draft.typography} onChange={update} />
            <EditorActions
              dirty={editor.dirty}
              busy={editor.busy}
              problemCount={problemCount}
              onPublish={() => void editor.publish()}
              onDiscard={editor.discard}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <HistorySection versions={editor.versions} busy={editor.busy} onRestore={onRestore} />
          </Card.Body>
        </Card.Root>
      </Stack>
      <Box w={{ base: '100%', lg: '45%' }} position={{ lg: 'sticky' }} top={{ lg: '80px' }}>
        <ThemePreview draft={draft} cover={cover} />
      </Box>
      <UnsavedChangesGuard when={(editor.dirty || editor.busy) && loggedIn} saving={editor.busy} />
    </Flex>
  )
}
