import { Badge, Box, HStack, IconButton, Image } from '@vitrina/ui'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { ArrowBackIcon, ArrowForwardIcon, DeleteIcon, DragIcon, EditIcon } from '../icons'
import type { ImageItem } from './types'

/** The thumbnail's buttons, by the name focus is given back to (`data-control`). */
export type ThumbnailControl = 'handle' | 'before' | 'after' | 'edit' | 'delete'

/** Arrow keys on the drag handle move the image one place. */
const ARROW_STEPS: Record<string, -1 | 1> = {
  ArrowLeft: -1,
  ArrowUp: -1,
  ArrowRight: 1,
  ArrowDown: 1,
}

export interface ImageThumbnailProps {
  item: ImageItem
  /** 0-based place in the list. */
  index: number
  count: number
  fit: 'cover' | 'contain'
  onMove: (delta: -1 | 1, control: ThumbnailControl) => void
  onEdit: () => void
  onDelete: () => void
  /** Set by the sortable list on each of its children. */
  className?: string
  'data-id'?: string
}

/**
 * One image of the manager: the picture with a 'Nueva'/'Editada' badge, and
 * its drag handle (also arrow keys), move back/forward, edit and delete buttons.
 */
export function ImageThumbnail({
  item,
  index,
  count,
  fit,
  onMove,
  onEdit,
  onDelete,
  className,
  'data-id': dataId,
}: ImageThumbnailProps) {
  const { t } = useTranslation('admin')
  const n = index + 1

  function onHandleKey(event: KeyboardEvent) {
    const delta = ARROW_STEPS[event.key]
    if (!delta) return
    event.preventDefault()
    onMove(delta, 'handle')
  }

  return (
    <Box
      as="li"
      className={className}
      data-id={dataId}
      w="168px"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      overflow="hidden"
      data-testid="image-thumbnail"
      data-image-id={item.id ?? ''}
      data-key={item.key}
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
          data-control="handle"
          aria-label={t('imageManager.dragHandle', { n })}
          variant="ghost"
          size="xs"
          cursor="grab"
          onKeyDown={onHandleKey}
        >
          <DragIcon />
        </IconButton>
        <IconButton
          data-control="before"
          aria-label={t('imageManager.moveBefore', { n })}
          variant="ghost"
          size="xs"
          disabled={index === 0}
          onClick={() => onMove(-1, 'before')}
        >
          <ArrowBackIcon />
        </IconButton>
        <IconButton
          data-control="after"
          aria-label={t('imageManager.moveAfter', { n })}
          variant="ghost"
          size="xs"
          disabled={index === count - 1}
          onClick={() => onMove(1, 'after')}
        >
          <ArrowForwardIcon />
        </IconButton>
        <IconButton
          data-control="edit"
          aria-label={t('imageManager.edit', { n })}
          variant="ghost"
          size="xs"
          onClick={onEdit}
        >
          <EditIcon />
        </IconButton>
        <IconButton
          data-control="delete"
          aria-label={t('imageManager.delete', { n })}
          variant="ghost"
          size="xs"
          colorPalette="red"
          onClick={onDelete}
        >
          <DeleteIcon />
        </IconButton>
      </HStack>
    </Box>
  )
}
