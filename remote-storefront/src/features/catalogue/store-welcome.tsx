import { Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface StoreWelcomeProps {
  storeName: string
}

/** A store with no products yet (a new one): its name and a friendly word, never sample content. */
export function StoreWelcome({ storeName }: StoreWelcomeProps) {
  const { t } = useTranslation('storefront')
  return (
    <Stack align="center" textAlign="center" gap="2" px="4" py="10">
      <Text textStyle="2xl" fontWeight="bold">
        {t('welcome.title', { store: storeName })}
      </Text>
      <Text color="fg.muted" maxW="md">
        {t('welcome.text')}
      </Text>
    </Stack>
  )
}
