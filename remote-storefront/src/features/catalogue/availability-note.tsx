import { Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface AvailabilityNoteProps {
  /** False: 'Sin stock'. */
  available: boolean
  /** The stock when few are left ('Últimas N unidades'). */
  lowStock?: number | null
}

/** 'Sin stock' or 'Últimas N unidades', announced as the choice changes; nothing otherwise. */
export function AvailabilityNote({ available, lowStock }: AvailabilityNoteProps) {
  const { t } = useTranslation('storefront')
  const text = !available
    ? t('catalogue.availability.out')
    : lowStock != null && lowStock > 0
      ? t('catalogue.availability.low', { count: lowStock })
      : ''
  return (
    <Text
      aria-live="polite"
      fontSize="sm"
      fontWeight="medium"
      color={available ? 'orange.fg' : 'red.fg'}
      minH="1lh"
    >
      {text}
    </Text>
  )
}
