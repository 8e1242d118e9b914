import { Box, CloseButton } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { Dialog } from '../parts'
import { HEADING_STYLES, SUBTITLE_STYLE } from './heading'

export interface DialogHeaderProps {
  /** Dialog title; also the dialog's accessible name. */
  title: ReactNode
  /** Decorative icon before the title. */
  icon?: ReactNode
  /** Accessible name of the close button (callers pass a translated text). */
  closeLabel: string
}

/** The shared dialog header: icon, title and a close button. Use inside a `Dialog.Content`. */
export function DialogHeader({ title, icon, closeLabel }: DialogHeaderProps) {
  return (
    <Dialog.Header display="flex" alignItems="center" gap="2" pe="12">
      {icon ? (
        <Box as="span" aria-hidden="true" display="inline-flex" color="fg.muted">
          {icon}
        </Box>
      ) : null}
      {/* The title is an h2: the store's h2 text style, in the subtitle colour. */}
      <Dialog.Title textStyle={HEADING_STYLES.h2.textStyle} color={SUBTITLE_STYLE.color}>
        {title}
      </Dialog.Title>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={closeLabel} />
      </Dialog.CloseTrigger>
    </Dialog.Header>
  )
}
