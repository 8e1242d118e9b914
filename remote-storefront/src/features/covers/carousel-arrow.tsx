import { Icon, IconButton } from '@vitrina/ui'

export interface CarouselArrowProps {
  direction: 'previous' | 'next'
  label: string
  visible: boolean
  onClick: () => void
}

/** A round arrow at the carousel's edge; hidden until hover or focus, yet always in the tab order. */
export function CarouselArrow({ direction, label, visible, onClick }: CarouselArrowProps) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(direction === 'previous' ? { left: '2' } : { right: '2' })}
      rounded="full"
      size="sm"
      variant="subtle"
      bg="bg/80"
      opacity={visible ? 1 : 0}
      transition="opacity 0.2s"
      // Touch screens have no hover: keep the arrows in sight there.
      css={{ '@media (hover: none)': { opacity: 1 } }}
    >
      <Icon boxSize="5" aria-hidden>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
        </svg>
      </Icon>
    </IconButton>
  )
}
