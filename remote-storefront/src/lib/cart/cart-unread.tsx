import { Button, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

/**
 * The cart's lines could not be read (no connection): nothing is known of
 * them, so none is called gone, and 'Reintentar' reads them again. `/carrito`
 * and `/checkout` (whose typed form comes back with the lines).
 */
export function CartUnread({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('storefront')
  return (
    <Stack gap="4" align="flex-start">
      <Text color="fg.muted">{t('catalogue.errors.unavailable')}</Text>
      <Button variant="outline" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Stack>
  )
}
