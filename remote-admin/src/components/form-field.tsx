import { chakra, Field, HStack } from '@vitrina/ui'
import type { ReactNode } from 'react'

export interface FormFieldProps {
  /** The control's id: Chakra inputs take it from the field, native controls need it too. */
  id: string
  label: ReactNode
  help?: ReactNode
  /** The field's messages from a 400 or from the browser's own checks. */
  errors?: string[]
  required?: boolean
  children: ReactNode
  /** The field's share of a line it shares (responsive, as Chakra's `flex`). */
  flex?: string | { base?: string; md?: string }
}

/** A labelled admin form field with its help text and errors beside it. */
export function FormField({ id, label, help, errors, required, children, flex }: FormFieldProps) {
  const invalid = Boolean(errors && errors.length > 0)
  return (
    <Field.Root id={id} invalid={invalid} required={required} flex={flex}>
      {required ? (
        // The mark sits beside the label, not in it: the label's text is the field's
        // name alone ('Título'), and the control's `required` says the rest.
        <HStack gap="1">
          <Field.Label>{label}</Field.Label>
          <chakra.span aria-hidden="true" color="fg.error" fontSize="sm" fontWeight="medium">
            *
          </chakra.span>
        </HStack>
      ) : (
        <Field.Label>{label}</Field.Label>
      )}
      {children}
      {help && !invalid ? <Field.HelperText>{help}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{errors!.join(' ')}</Field.ErrorText> : null}
    </Field.Root>
  )
}

/**
 * What a native control in a `FormField` is described by: its help, or its
 * errors when it has them (Chakra's inputs are wired by the field itself; a
 * native `select` is not). The ids are the field's (`field::<id>::…`).
 */
export const describedBy = (id: string, invalid: boolean) =>
  `field::${id}::${invalid ? 'error-text' : 'helper-text'}`
