import { DialogActions, ImageUploadSlot, Spinner, Stack, Text } from '@vitrina/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../../components/admin-dialog'
import { ImageIcon } from '../../components/icons'
import { ImageManager } from '../../components/image-manager/image-manager'
import { SaveProgress } from '../../components/image-manager/save-progress'
import type { ImageKind } from '../../components/image-manager/types'
import { IMAGE_KINDS } from './image-kinds'
import { useImageList } from './use-image-list'

export interface DashboardImagePreviewProps {
  kind: ImageKind
}

/**
 * The dashboard's preview of a kind's images: the first image with the count,
 * a button that opens 'Editar imágenes' with the image manager inside.
 */
export function DashboardImagePreview({ kind }: DashboardImagePreviewProps) {
  const { t } = useTranslation('admin')
  const config = IMAGE_KINDS[kind]
  const { items, setItems, status, saving, progress, saveError, save, discard, dirty } =
    useImageList(config)
  const [open, setOpen] = useState(false)

  function close() {
    discard()
    setOpen(false)
  }

  if (status === 'loading') return <Spinner aria-label={t('layout.loading')} />
  return (
    <>
      <ImageUploadSlot
        src={items[0]?.url}
        alt=""
        count={items.length}
        countLabel={t('wrapper.count', { count: items.length })}
        fit={config.fit}
        label={t('wrapper.open', { count: items.length })}
        onClick={() => setOpen(true)}
      />
      <AdminDialog
        open={open}
        onClose={close}
        title={t('wrapper.title')}
        icon={<ImageIcon />}
        closeLabel={t('wrapper.close')}
        actions={
          <DialogActions
            cancelLabel={t('crop.cancel')}
            saveLabel={t('crop.save')}
            onCancel={close}
            // A failed save keeps the dialog open, with what failed, to retry or cancel.
            onSave={() => void save().then((ok) => ok && setOpen(false))}
            saving={saving}
            saveDisabled={!dirty}
          />
        }
      >
        <Stack gap="4">
          {saveError && (
            <Text role="alert" color="fg.error">
              {saveError}
            </Text>
          )}
          <ImageManager config={config} items={items} onChange={setItems} />
          {progress ? <SaveProgress files={progress} /> : null}
        </Stack>
      </AdminDialog>
    </>
  )
}
