import { chakra, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface NotesFieldProps {
  value: string
  onChange: (notes: string) => void
}

/** 'Notas': up to 500 characters for the seller. */
export function NotesField({ value, onChange }: NotesFieldProps) {
  const { t } = useTranslation('storefront')
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor="checkout-notes" fontWeight="medium" textStyle="sm">
        {t('checkout.notes')}
      </chakra.label>
      <chakra.textarea
        id="checkout-notes"
        name="notes"
        maxLength={500}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        borderWidth="1px"
        borderRadius="md"
        padding="2"
        bg="bg"
      />
    </Stack>
  )
}
