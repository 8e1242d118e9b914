import { useFocusBack } from '@vitrina/shared/a11y'
import { CURRENCY_CODES } from '@vitrina/shared/rules'
import { Button, Card, Center, Heading, HStack, Input, Spinner, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { CheckBox, NativeSelect, TextArea } from '../../components/form-controls'
import { describedBy, FormField } from '../../components/form-field'
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard'
import { PAYMENT_METHOD_KEYS, type SettingsForm } from './settings-form'
import { useStoreSettings } from './use-store-settings'

/** /admin/tienda: 'Configuración de la tienda': currency, WhatsApp, payments, pickup, shipping and how long a pending order holds its stock. */
export function StoreSettingsPage() {
  const { t } = useTranslation('admin')
  const { form, setForm, errors, saving, save, dirty, failed } = useStoreSettings()
  const saveButton = useFocusBack(saving)
  const change = (part: Partial<SettingsForm>) => setForm((f) => f && { ...f, ...part })

  const heading = (
    <Heading as="h1" size="2xl">
      {t('storeSettings.title')}
    </Heading>
  )
  if (!form)
    return (
      <Stack gap="5">
        {heading}
        {failed ? (
          <Text role="alert">{t('storeSettings.loadFailed')}</Text>
        ) : (
          <Center minH="120px">
            <Spinner aria-label={t('layout.loading')} />
          </Center>
        )}
      </Stack>
    )
  return (
    <Stack gap="5" maxW="720px">
      {heading}
      <Card.Root>
        <Card.Body
          as="form"
          gap="4"
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          {errors.general ? (
            <Text role="alert" color="fg.error">
              {errors.general.join(' ')}
            </Text>
          ) : null}
          <FormField
            id="settings-currency"
            label={t('storeSettings.currency')}
            help={t('storeSettings.currencyHelp')}
            errors={errors.currency}
          >
            <NativeSelect
              id="settings-currency"
              aria-describedby={describedBy('settings-currency', Boolean(errors.currency))}
              value={form.currency}
              onChange={(e) => change({ currency: e.target.value as SettingsForm['currency'] })}
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="settings-whatsapp"
            label={t('storeSettings.whatsapp')}
            help={t('storeSettings.whatsappHelp')}
            errors={errors.whatsapp}
          >
            <Input
              type="tel"
              value={form.whatsapp}
              maxLength={40}
              onChange={(e) => change({ whatsapp: e.target.value })}
            />
          </FormField>
          <Stack as="fieldset" gap="2" border="0" p="0" m="0">
            <Text as="legend" fontWeight="medium" textStyle="sm" mb="1">
              {t('storeSettings.payments')}
            </Text>
            {PAYMENT_METHOD_KEYS.map((method) => (
              <HStack as="label" key={method} gap="2" minH="8" cursor="pointer">
                <CheckBox
                  type="checkbox"
                  checked={form.paymentMethods.includes(method)}
                  onChange={(e) =>
                    change({
                      paymentMethods: e.target.checked
                        ? [...form.paymentMethods, method]
                        : form.paymentMethods.filter((m) => m !== method),
                    })
                  }
                />
                {t(`storeSettings.method.${method}`)}
              </HStack>
            ))}
            {errors.payment_methods ? (
              <Text color="fg.error" role="alert">
                {errors.payment_methods.join(' ')}
              </Text>
            ) : null}
          </Stack>
          <FormField
            id="settings-transfer"
            label={t('storeSettings.transferInstructions')}
            errors={errors.transfer_instructions}
          >
            <TextArea
              id="settings-transfer"
              rows={3}
              maxLength={500}
              value={form.transferInstructions}
              onChange={(e) => change({ transferInstructions: e.target.value })}
            />
          </FormField>
          <FormField
            id="settings-pickup"
            label={t('storeSettings.pickupAddress')}
            help={t('storeSettings.pickupHelp')}
            errors={errors.pickup_address}
          >
            <Input
              value={form.pickupAddress}
              maxLength={200}
              onChange={(e) => change({ pickupAddress: e.target.value })}
            />
          </FormField>
          <FormField
            id="settings-shipping"
            label={t('storeSettings.shipping', { currency: form.currency })}
            help={t('storeSettings.shippingHelp')}
            errors={errors.shipping_flat_fee}
          >
            <Input
              inputMode="decimal"
              value={form.shippingFee}
              onChange={(e) => change({ shippingFee: e.target.value })}
            />
          </FormField>
          <FormField
            id="settings-hold"
            label={t('storeSettings.holdHours')}
            help={t('storeSettings.holdHoursHelp')}
            errors={errors.pending_hold_hours}
          >
            <Input
              inputMode="numeric"
              value={form.pendingHoldHours}
              onChange={(e) => change({ pendingHoldHours: e.target.value })}
            />
          </FormField>
          <HStack justify="flex-end">
            <Button
              ref={saveButton}
              type="submit"
              loading={saving}
              loadingText={t('catalogue.editor.saving')}
            >
              {t('catalogue.save')}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <UnsavedChangesGuard when={dirty || saving} saving={saving} />
    </Stack>
  )
}
