import { useTranslation } from 'react-i18next'
import { ReactSortable } from 'react-sortablejs'

import { ImageThumbnail, type ThumbnailControl } from './image-thumbnail'
import type { ImageItem } from './types'

export interface ImageThumbnailListProps {
  items: ImageItem[]
  fit: 'cover' | 'contain'
  /** New order, by item key (a drag and drop). */
  onReorder: (keys: string[]) => void
  /** One place back or forward, by a button or an arrow key on the handle. */
  onMove: (index: number, delta: -1 | 1, control: ThumbnailControl) => void
  onEdit: (index: number) => void
  onDelete: (index: number) => void
}

/** The images in order, sortable by dragging their handles. */
export function ImageThumbnailList({
  items,
  fit,
  onReorder,
  onMove,
  onEdit,
  onDelete,
}: ImageThumbnailListProps) {
  const { t } = useTranslation('admin')
  // react-sortablejs writes selection flags onto the objects it gets: hand it copies.
  const list = items.map((item) => ({ id: item.key }))
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
      {items.map((item, index) => (
        <ImageThumbnail
          key={item.key}
          item={item}
          index={index}
          count={items.length}
          fit={fit}
          onMove={(delta, control) => onMove(index, delta, control)}
          onEdit={() => onEdit(index)}
          onDelete={() => onDelete(index)}
        />
      ))}
    </ReactSortable>
  )
}
