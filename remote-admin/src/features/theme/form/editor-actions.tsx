import { Button, HStack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'

export interface EditorActionsProps {
  dirty: boolean
  busy: boolean
  problemCount: number
  onPublish: () => void
  onDiscard: () => void
}

/** 'Publicar' (only a draft without problems) and 'Descartar cambios', with what holds them. */
export function EditorActions({
  dirty,
  busy,
  problemCount,
  onPublish,
  onDiscard,
}: EditorActionsProps) {
  const { t } = useTranslation(THEME_NS)
  return (
    <HStack gap="2" wrap="wrap" justify="flex-end">
      <Text role="status" flex="1" minW="48" color={problemCount ? 'fg.error' : 'fg.warning'}>
        {problemCount
          ? t('problems.summary', { count: problemCount })
          : dirty
            ? t('actions.unsaved')
            : ''}
      </Text>
      <Button variant="outline" onClick={onDiscard} disabled={!dirty || busy}>
        {t('actions.discard')}
      </Button>
      <Button
        onClick={onPublish}
        disabled={!dirty || busy || problemCount > 0}
        loading={busy}
        loadingText={t('actions.publishing')}
      >
        {t('actions.publish')}
      </Button>
    </HStack>
  )
}
