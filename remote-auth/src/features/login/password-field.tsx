import { Field, IconButton, Input, InputGroup } from '@vitrina/ui'
import { type ChangeEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { EyeIcon, EyeOffIcon } from './eye-icons'

export interface PasswordFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
}

/** The password input with a show/hide toggle named apart from the field ('Mostrar contraseña'). */
export function PasswordField({ value, onChange, error }: PasswordFieldProps) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  const toggle = (
    // Named by `title`, not `aria-label`: a label holding 'contraseña' made a
    // second match for the field's own label 'Contraseña'.
    <IconButton
      title={t(visible ? 'login.hidePassword' : 'login.showPassword')}
      variant="ghost"
      size="sm"
      me="-2"
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  )
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('login.password')}</Field.Label>
      <InputGroup endElement={toggle}>
        <Input
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      </InputGroup>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
