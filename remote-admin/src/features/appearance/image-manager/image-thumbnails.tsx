import { Badge, Box, HStack, IconButton, Image } from '@vitrina/ui'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ReactSortable } from 'react-sortablejs'

import {
  ArrowBackIcon,
  ArrowForwardIcon,
  DeleteIcon,
  DragIcon,
  EditIcon,
} from '../../../components/icons'
import type { ImageItem } from './types'

export interface ImageThumbnailsProps {
  items: ImageItem[]
  fit: 'cover' | 'contain'
  /** New order, by item key. */
  onReorder: (keys: string[]) => void
  onMove: (index: number, delta: -1 | 1) => void
  onEdit: (index: number) => void
  onDelete: (index: number) => void
}

/** Thumbnails with a drag handle (also arrow keys), move, edit and delete buttons. */
export function ImageThumbnails({
  items,
  fit,
  onReorder,
  onMove,
  onEdit,
  onDelete,
}: ImageThumbnailsProps) {
  const { t } = useTranslation('admin')
  // react-sortablejs writes selection flags onto the objects it gets: hand it copies.
  const list = items.map((item) => ({ id: item.key }))

  function onHandleKey(event: KeyboardEvent, index: number) {
    const delta = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key] as
      -1 | 1 | undefined
    if (!delta) return
    event.preventDefault()
    onMove(index, delta)
  }

  return (
    <ReactSortable
      list={list}
      setList={(next) => {
        const keys = next.map((entry) => String(entry.id))
        if (keys.join() !== list.map((entry) => entry.id).join()) onReorder(keys)
      }}
      handle=".image-drag-handle"
      animation={150}
      tag="ul"
      aria-label={t('imageManager.list')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '12px',
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {items.map((item, index) => {
        const n = index + 1
        return (
          <Box
            as="li"
            key={item.key}
            w="168px"
            borderWidth="1px"
            borderRadius="md"
            bg="bg.panel"
            overflow="hidden"
            data-testid="image-thumbnail"
            data-image-id={item.id ?? ''}
          >
            <Box position="relative" h="120px" bg="bg.subtle">
              <Image
                src={item.url}
                alt={t('imageManager.thumbnail', { n })}
                w="100%"
                h="100%"
                objectFit={fit}
              />
              {item.id === null || item.blob ? (
                <Badge
                  position="absolute"
                  top="1"
                  insetStart="1"
                  colorPalette="green"
                  variant="solid"
                  // green.600 under white text is 3.3:1; green.800 reads (WCAG AA 4.5:1).
                  bg="green.800"
                >
                  {item.id === null ? t('imageManager.newBadge') : t('imageManager.editedBadge')}
                </Badge>
              ) : null}
            </Box>
            <HStack gap="0" justify="space-between" px="1" py="1">
              <IconButton
                className="image-drag-handle"
                aria-label={t('imageManager.dragHandle', { n })}
                variant="ghost"
                size="xs"
                cursor="grab"
                onKeyDown={(event) => onHandleKey(event, index)}
              >
                <DragIcon />
              </IconButton>
              <IconButton
                aria-label={t('imageManager.moveBefore', { n })}
                variant="ghost"
                size="xs"
                disabled={index === 0}
                onClick={() => onMove(index, -1)}
              >
                <ArrowBackIcon />
              </IconButton>
              <IconButton
                aria-label={t('imageManager.moveAfter', { n })}
                variant="ghost"
                size="xs"
                disabled={index === items.length - 1}
                onClick={() => onMove(index, 1)}
              >
                <ArrowForwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('imageManager.edit', { n })}
                variant="ghost"
                size="xs"
                onClick={() => onEdit(index)}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                aria-label={t('imageManager.delete', { n })}
                variant="ghost"
                size="xs"
                colorPalette="red"
                onClick={() => onDelete(index)}
              >
                <DeleteIcon />
              </IconButton>
            </HStack>
          </Box>
        )
      })}
    </ReactSortable>
  )
}
