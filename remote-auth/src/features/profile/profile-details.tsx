import { Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface ProfileDetailsProps {
  username: string
  email: string
}

/** The user's name and address as a description list. */
export function ProfileDetails({ username, email }: ProfileDetailsProps) {
  const { t } = useTranslation('auth')
  const rows = [
    { term: t('profile.username'), value: username },
    { term: t('profile.email'), value: email },
  ]
  return (
    <Stack as="dl" gap="4" m="0">
      {rows.map(({ term, value }) => (
        <div key={term}>
          <Text as="dt" textStyle="sm" color="fg.muted">
            {term}
          </Text>
          <Text as="dd" m="0" fontWeight="medium" wordBreak="break-word">
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  )
}
