import { Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import type { LineProblem } from '../../lib/cart/priced-cart'

export interface LineProblemNoteProps {
  problem: LineProblem | null
  /** For the line's controls to point at (`aria-describedby`). */
  id?: string
}

/** Why a line cannot be bought: 'Ya no está disponible' or 'Quedan N'. */
export function LineProblemNote({ problem, id }: LineProblemNoteProps) {
  const { t } = useTranslation('storefront')
  if (!problem) return null
  const text =
    problem.reason === 'short' && problem.available > 0
      ? t('cart.short', { count: problem.available })
      : t('cart.gone')
  return (
    <Text id={id} color="fg.error" fontSize="sm" fontWeight="semibold">
      {text}
    </Text>
  )
}
