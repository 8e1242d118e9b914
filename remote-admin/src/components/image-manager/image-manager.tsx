import { storeDisplayName, storeInfoAtom } from '@vitrina/shared'
import { Button, HStack, ImageUploadSlot, Stack, Text, VisuallyHidden } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AddIcon } from '../icons'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { CropDialog } from './crop-dialog'
import type { ThumbnailControl } from './image-thumbnail'
import { ImageThumbnailList } from './image-thumbnail-list'
import { moveItem, newKey, renumber, reorderByKeys } from './list-ops'
import { trimFiles } from './trim-files'
import type { ImageItem, ImageManagerConfig } from './types'
import { useCropQueue } from './use-crop-queue'
import { useObjectUrls } from './use-object-urls'

export interface ImageManagerProps {
  config: ImageManagerConfig
  items: ImageItem[]
  onChange: (items: ImageItem[]) => void
}

/** A control of one thumbnail, by the item's key. */
interface FocusTarget {
  key: string
  control: ThumbnailControl
}

/**
 * The image manager of product-rules §2: add (file picker, one crop dialog per file),
 * reorder, re-crop and delete, all by keyboard too. Controlled: the list lives
 * with the caller. Focus comes back after each dialog to the thumbnail it was
 * about, or to 'Agregar imagen'.
 */
export function ImageManager({ config, items, onChange }: ImageManagerProps) {
  const { t } = useTranslation('admin')
  const root = useRef<HTMLDivElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const crops = useCropQueue()
  const objectUrl = useObjectUrls(items.map((item) => item.url))
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  /** The thumbnail control a dialog gives focus back to, or null for 'Agregar imagen'. */
  const returnTo = useRef<FocusTarget | null>(null)
  /** A control to focus once the list has re-rendered (after a move). */
  const [focusNext, setFocusNext] = useState<FocusTarget | null>(null)
  const full = items.length >= config.maxImages
  const storeName = storeDisplayName(useAtomValue(storeInfoAtom).store)
  /** 'Portada 2 de Tienda Sol': the image's kind, its place in the list and the store. */
  const defaultAlt = (n: number) => t(`alt.default.${config.kind}`, { n, store: storeName })

  function control({ key, control: name }: FocusTarget): HTMLElement | null {
    const thumbnail = root.current?.querySelector(`[data-key="${key}"]`)
    const wanted = thumbnail?.querySelector<HTMLButtonElement>(`[data-control="${name}"]`)
    if (!wanted || !wanted.disabled) return wanted ?? null
    // A move to an edge disables that move: the other way is the next sensible button.
    const other = name === 'before' ? 'after' : 'before'
    return thumbnail?.querySelector<HTMLElement>(`[data-control="${other}"]`) ?? null
  }

  /** Where a closing dialog sends focus: the remembered thumbnail, else 'Agregar imagen' or the last image. */
  function focusAfterDialog(): HTMLElement | null {
    const target = returnTo.current ? control(returnTo.current) : null
    if (target) return target
    if (addButton.current && !addButton.current.disabled) return addButton.current
    const last = root.current?.querySelectorAll<HTMLElement>('[data-control="edit"]')
    return last?.[last.length - 1] ?? null
  }

  useEffect(() => {
    if (!focusNext) return
    control(focusNext)?.focus()
    setFocusNext(null)
  }, [focusNext])

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = trimFiles(Array.from(event.target.files ?? []), items.length, config.maxImages)
    // Lets the same file be chosen again later.
    event.target.value = ''
    returnTo.current = null
    crops.start(files)
  }

  function addCropped(blob: Blob, alt: string) {
    const item: ImageItem = {
      key: newKey(),
      id: null,
      url: objectUrl(blob),
      order: items.length,
      position: items.length,
      blob,
      alt,
    }
    onChange([...items, item])
    crops.advance()
  }

  function startEdit(index: number) {
    const item = items[index]
    if (item) returnTo.current = { key: item.key, control: 'edit' }
    setEditing(index)
  }

  function replaceCropped(blob: Blob, alt: string) {
    const current = editing === null ? undefined : items[editing]
    if (current && editing !== null) {
      const next = [...items]
      next[editing] = { ...current, blob, alt, url: objectUrl(blob) }
      onChange(next)
    }
    setEditing(null)
  }

  function startDelete(index: number) {
    const item = items[index]
    if (item) returnTo.current = { key: item.key, control: 'delete' }
    setDeleting(index)
  }

  function confirmDelete() {
    if (deleting === null) return
    const next = renumber(items.filter((_, index) => index !== deleting))
    // Focus goes to the image that takes its place, else the one before, else 'Agregar imagen'.
    const neighbour = next[deleting] ?? next[deleting - 1]
    returnTo.current = neighbour ? { key: neighbour.key, control: 'delete' } : null
    onChange(next)
    setDeleting(null)
  }

  function move(index: number, delta: -1 | 1, focus: ThumbnailControl) {
    const item = items[index]
    onChange(moveItem(items, index, delta))
    // The moved thumbnail is re-inserted in the page, which drops its focus: give it back.
    if (item) setFocusNext({ key: item.key, control: focus })
  }

  const step = crops.step
  const edited = editing === null ? undefined : items[editing]

  return (
    <Stack gap="4" ref={root}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button ref={addButton} onClick={() => input.current?.click()} disabled={full}>
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
        <ImageThumbnailList
          items={items}
          fit={config.fit}
          onReorder={(keys) => onChange(reorderByKeys(items, keys))}
          onMove={move}
          onEdit={startEdit}
          onDelete={startDelete}
        />
      )}

      {/* One dialog stays open for the whole round: closing and reopening it per
          file would hand focus back to the page in between, which the next
          dialog reads as an interaction outside it and closes the round. */}
      <CropDialog
        source={step?.file ?? null}
        mode={{ kind: 'new', n: step?.n ?? 1, total: step?.total ?? 1 }}
        aspect={config.aspect}
        type={config.file.type}
        allowSkip={config.allowSkip}
        defaultAlt={defaultAlt(items.length + 1)}
        onConfirm={addCropped}
        onCancel={config.allowSkip ? crops.advance : crops.stop}
        onClose={crops.stop}
        finalFocusEl={focusAfterDialog}
      />
      <CropDialog
        source={edited?.url ?? null}
        mode={{ kind: 'edit' }}
        aspect={config.aspect}
        type={config.file.type}
        allowSkip={config.allowSkip}
        defaultAlt={edited?.alt ?? defaultAlt((editing ?? 0) + 1)}
        onConfirm={replaceCropped}
        onCancel={() => setEditing(null)}
        onClose={() => setEditing(null)}
        finalFocusEl={focusAfterDialog}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        finalFocusEl={focusAfterDialog}
      />
    </Stack>
  )
}
