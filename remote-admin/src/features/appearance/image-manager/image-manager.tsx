import { Button, HStack, ImageUploadSlot, Stack, Text, VisuallyHidden } from '@vitrina/ui'
import { type ChangeEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AddIcon } from '../../../components/icons'
import type { ImageKindConfig } from '../image-kinds'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { CropDialog } from './crop-dialog'
import { ImageThumbnails } from './image-thumbnails'
import { moveItem, newKey, renumber, reorderByKeys } from './list-ops'
import { trimFiles } from './trim-files'
import type { ImageItem } from './types'

export interface ImageManagerProps {
  config: Pick<ImageKindConfig, 'maxImages' | 'aspect' | 'file' | 'allowSkip' | 'fit'>
  items: ImageItem[]
  onChange: (items: ImageItem[]) => void
}

interface Queue {
  files: File[]
  index: number
}

function revoke(item: ImageItem | undefined) {
  if (item?.url.startsWith('blob:')) URL.revokeObjectURL(item.url)
}

/**
 * The image manager of product-rules §2: add (file picker, one crop dialog per file),
 * reorder, re-crop and delete. Controlled: the list lives with the caller.
 */
export function ImageManager({ config, items, onChange }: ImageManagerProps) {
  const { t } = useTranslation('admin')
  const input = useRef<HTMLInputElement>(null)
  const [queue, setQueue] = useState<Queue | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const full = items.length >= config.maxImages

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = trimFiles(Array.from(event.target.files ?? []), items.length, config.maxImages)
    // Lets the same file be chosen again later.
    event.target.value = ''
    if (files.length > 0) setQueue({ files, index: 0 })
  }

  function advance() {
    setQueue((current) =>
      current && current.index + 1 < current.files.length
        ? { ...current, index: current.index + 1 }
        : null,
    )
  }

  function addCropped(blob: Blob) {
    const item: ImageItem = {
      key: newKey(),
      id: null,
      url: URL.createObjectURL(blob),
      order: items.length,
      position: items.length,
      blob,
    }
    onChange([...items, item])
    advance()
  }

  function replaceCropped(blob: Blob) {
    if (editing === null) return
    const current = items[editing]
    if (current) {
      revoke(current)
      const next = [...items]
      next[editing] = { ...current, blob, url: URL.createObjectURL(blob) }
      onChange(next)
    }
    setEditing(null)
  }

  function confirmDelete() {
    if (deleting === null) return
    revoke(items[deleting])
    onChange(renumber(items.filter((_, index) => index !== deleting)))
    setDeleting(null)
  }

  const queued = queue ? queue.files[queue.index] : undefined
  const edited = editing === null ? undefined : items[editing]

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button onClick={() => input.current?.click()} disabled={full}>
          <AddIcon />
          {t('imageManager.add')}
        </Button>
        <Text color="fg.muted" textStyle="sm">
          {t('imageManager.count', { count: items.length, max: config.maxImages })}
        </Text>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple={config.maxImages !== 1}
            aria-label={t('imageManager.fileInput')}
            tabIndex={-1}
            disabled={full}
            onChange={onFiles}
          />
        </VisuallyHidden>
      </HStack>

      {items.length === 0 ? (
        <HStack gap="4">
          <ImageUploadSlot size={120} />
          <Text color="fg.muted">{t('imageManager.empty')}</Text>
        </HStack>
      ) : (
        <ImageThumbnails
          items={items}
          fit={config.fit}
          onReorder={(keys) => onChange(reorderByKeys(items, keys))}
          onMove={(index, delta) => onChange(moveItem(items, index, delta))}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}

      {queue && queued ? (
        // One dialog stays open for the whole round: closing and reopening it per
        // file would hand focus back to the page in between, which the next
        // dialog reads as an interaction outside it and closes the round.
        <CropDialog
          source={queued}
          mode={{ kind: 'new', n: queue.index + 1, total: queue.files.length }}
          aspect={config.aspect}
          type={config.file.type}
          allowSkip={config.allowSkip}
          onConfirm={addCropped}
          onCancel={config.allowSkip ? advance : () => setQueue(null)}
          onClose={() => setQueue(null)}
        />
      ) : null}
      {edited ? (
        <CropDialog
          key={`edit-${edited.key}`}
          source={edited.url}
          mode={{ kind: 'edit' }}
          aspect={config.aspect}
          type={config.file.type}
          allowSkip={config.allowSkip}
          onConfirm={replaceCropped}
          onCancel={() => setEditing(null)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  )
}
