import { Icon, IconButton } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface CarouselRotationButtonProps {
  stopped: boolean
  visible: boolean
  onToggle: () => void
}

/** Stops or restarts the automatic rotation for good (WCAG 2.2.2), beside the hover/focus pause. */
export function CarouselRotationButton({
  stopped,
  visible,
  onToggle,
}: CarouselRotationButtonProps) {
  const { t } = useTranslation('storefront')
  return (
    <IconButton
      aria-label={t(stopped ? 'carousel.play' : 'carousel.pause')}
      onClick={onToggle}
      position="absolute"
      bottom="2"
      right="2"
      rounded="full"
      size="xs"
      variant="subtle"
      bg="bg/80"
      opacity={visible ? 1 : 0}
      transition="opacity 0.2s"
      css={{ '@media (hover: none)': { opacity: 1 } }}
    >
      <Icon boxSize="4" aria-hidden>
        <svg viewBox="0 0 24 24" fill="currentColor">
          <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zm6 0h4v14h-4z'} />
        </svg>
      </Icon>
    </IconButton>
  )
}
