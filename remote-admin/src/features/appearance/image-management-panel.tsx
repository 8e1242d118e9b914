import { isLoggedInAtom } from '@vitrina/shared'
import { Button, HStack, Spinner, Stack, Text } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'

import { ImageManager } from '../../components/image-manager/image-manager'
import { SaveProgress } from '../../components/image-manager/save-progress'
import type { ImageKind } from '../../components/image-manager/types'
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard'
import { IMAGE_KINDS } from './image-kinds'
import { useImageList } from './use-image-list'

export interface ImageManagementPanelProps {
  kind: ImageKind
}

/** A kind's image manager with save/discard and the leave-page guard. */
export function ImageManagementPanel({ kind }: ImageManagementPanelProps) {
  const { t } = useTranslation('admin')
  const config = IMAGE_KINDS[kind]
  const { items, setItems, dirty, status, saving, progress, save, discard } = useImageList(config)
  const loggedIn = useAtomValue(isLoggedInAtom)

  if (status === 'loading') return <Spinner aria-label={t('layout.loading')} />
  return (
    <Stack gap="4">
      <ImageManager config={config} items={items} onChange={setItems} />
      {progress ? <SaveProgress files={progress} /> : null}
      <HStack justify="flex-end" gap="2" wrap="wrap">
        {dirty ? (
          <Text role="status" color="fg.warning" flex="1">
            {t('imageManager.unsaved')}
          </Text>
        ) : null}
        <Button variant="outline" onClick={discard} disabled={!dirty || saving}>
          {t('imageManager.discard')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={!dirty || saving}
          loading={saving}
          loadingText={t('imageManager.saving')}
        >
          {t('imageManager.save')}
        </Button>
      </HStack>
      {/* Leaving mid-save asks too: the uploads not yet sent would be lost. */}
      <UnsavedChangesGuard when={(dirty || saving) && loggedIn} saving={saving} />
    </Stack>
  )
}
