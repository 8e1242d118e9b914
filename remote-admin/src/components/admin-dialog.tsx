import { Dialog, DialogHeader, Portal } from '@vitrina/ui'
import type { ReactNode } from 'react'

export interface AdminDialogProps {
  open: boolean
  /** Called by the close button, Escape and a click outside. */
  onClose: () => void
  title: ReactNode
  icon?: ReactNode
  closeLabel: string
  /** Width on large screens: 600 (max) for modals, 400 for image dialogs (product-rules §9). */
  width?: '600px' | '400px'
  /** Usually a `DialogActions`. */
  actions?: ReactNode
  /** Where focus goes when the dialog closes (default: where it was before it opened). */
  finalFocusEl?: () => HTMLElement | null
  /**
   * A confirmation's question, shown first in the body and read as the
   * dialog's description (`aria-describedby`) when it opens.
   */
  question?: ReactNode
  children?: ReactNode
}

/**
 * The admin modal of product-rules §2/§9: full screen on md and smaller, max width 600
 * (image dialogs 400) with a body of at most 70vh on larger screens.
 */
export function AdminDialog({
  open,
  onClose,
  title,
  icon,
  closeLabel,
  width = '600px',
  actions,
  finalFocusEl,
  question,
  children,
}: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose()
      }}
      size={{ base: 'full', lg: 'md' }}
      placement="center"
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            w={{ lg: width === '400px' ? '400px' : '100%' }}
            maxW={{ lg: width }}
            // The full-screen size's height and square corners are the phone's only.
            minH={{ lg: 'auto' }}
            borderRadius={{ lg: 'l3' }}
          >
            <DialogHeader title={title} icon={icon} closeLabel={closeLabel} />
            <Dialog.Body
              maxH={{ lg: '70vh' }}
              overflowY="auto"
              pb={actions ? { base: '72px', lg: '4' } : undefined}
            >
              {question !== undefined && (
                <Dialog.Description color="inherit">{question}</Dialog.Description>
              )}
              {children}
            </Dialog.Body>
            {actions}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
