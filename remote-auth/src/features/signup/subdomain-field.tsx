import { Field, Input, InputGroup, Text } from '@vitrina/ui'
import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { problemKey } from './label-rule'
import type { SubdomainStatus } from './use-subdomain-check'

export interface SubdomainFieldProps {
  value: string
  onChange: (value: string) => void
  /** The platform's host: the store lives at `<value>.<suffix>`. */
  suffix: string
  status: SubdomainStatus
  /** A problem the form or the server found, shown over the live status. */
  error?: string
}

/** 'Dirección de tu tienda': the label with its live suffix, checked while typing. */
export function SubdomainField({ value, onChange, suffix, status, error }: SubdomainFieldProps) {
  const { t } = useTranslation('auth')
  const unavailable = status.state === 'unavailable'
  const message = error ?? (unavailable ? t(problemKey(status.reason)) : undefined)
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{t('signup.subdomain.label')}</Field.Label>
      <InputGroup endAddon={`.${suffix}`}>
        <Input
          name="subdomain"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          maxLength={30}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      </InputGroup>
      <Text role="status" aria-live="polite" textStyle="sm" fontWeight="medium" minH="5">
        {status.state === 'available' && !error && (
          <Text as="span" color="green.fg">
            {t('signup.subdomain.available')}
          </Text>
        )}
        {/* An empty address is not one that is taken: its error says what to do. */}
        {(unavailable || (error && value.trim() !== '')) && (
          <Text as="span" color="fg.error">
            {t('signup.subdomain.unavailable')}
          </Text>
        )}
        {status.state === 'checking' && !error && t('signup.subdomain.checking')}
      </Text>
      {message ? (
        <Field.ErrorText>{message}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('signup.subdomain.helper')}</Field.HelperText>
      )}
    </Field.Root>
  )
}
