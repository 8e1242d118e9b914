import { Badge, Box, chakra, Image, VisuallyHidden } from '@chakra-ui/react'

export interface ImageUploadSlotProps {
  /** Image to show; without it the placeholder icon is shown. */
  src?: string | null
  /** Alternative text of the image. */
  alt?: string
  /** Optional count shown as a badge in the corner. */
  count?: number
  /**
   * Accessible text of the count badge (e.g. "3 imágenes"). A clickable slot's
   * `label` stands for everything inside it, so it should say the count too.
   */
  countLabel?: string
  /** Side in px (default 200, product-rules §9). */
  size?: number
  /** Makes the slot a button. */
  onClick?: () => void
  /** Accessible name of the slot when it is a button. */
  label?: string
  /** Object fit of the image (`cover` for photos, `contain` for logos). */
  fit?: 'cover' | 'contain'
}

function PlaceholderIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14z" />
    </svg>
  )
}

/** A square slot that shows an image, or a placeholder icon, with an optional count badge. */
export function ImageUploadSlot({
  src,
  alt = '',
  count,
  countLabel,
  size = 200,
  onClick,
  label,
  fit = 'cover',
}: ImageUploadSlotProps) {
  const content = (
    <>
      {src ? (
        <Image src={src} alt={alt} w="100%" h="100%" objectFit={fit} borderRadius="md" />
      ) : (
        <Box color="fg.subtle" data-testid="image-upload-placeholder">
          <PlaceholderIcon />
        </Box>
      )}
      {count !== undefined ? (
        // The bare number is for the eye; a reader gets `countLabel` (aria-label is not
        // allowed on a plain element, and inside a button it would no longer match its name).
        <>
          <Badge
            position="absolute"
            top="2"
            insetEnd="2"
            colorPalette="blue"
            variant="solid"
            aria-hidden="true"
          >
            {count}
          </Badge>
          {countLabel && !onClick ? <VisuallyHidden>{countLabel}</VisuallyHidden> : null}
        </>
      ) : null}
    </>
  )
  const boxProps = {
    position: 'relative',
    w: `${size}px`,
    h: `${size}px`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: '2px',
    borderStyle: src ? 'solid' : 'dashed',
    borderColor: 'border',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    overflow: 'hidden',
    flexShrink: 0,
  } as const
  if (onClick) {
    return (
      <chakra.button
        type="button"
        {...boxProps}
        cursor="pointer"
        aria-label={label}
        onClick={onClick}
        _hover={{ borderColor: 'colorPalette.solid' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
      >
        {content}
      </chakra.button>
    )
  }
  return <Box {...boxProps}>{content}</Box>
}
