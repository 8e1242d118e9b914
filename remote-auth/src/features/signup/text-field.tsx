import { Field, Input } from '@vitrina/ui'
import type { ChangeEvent, ComponentProps } from 'react'

export interface TextFieldProps extends Omit<ComponentProps<typeof Input>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  helper?: string
}

/** A labelled input with its error (or helper) text below. */
export function TextField({ label, value, onChange, error, helper, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...input}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  )
}
