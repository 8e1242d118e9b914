import { ApiError, notify, setStoreInfoAtom, storeInfoAtom } from '@vitrina/shared'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useFocusFirstInvalid } from '../../components/first-invalid'
import { amountProblem } from '../../components/money-text'
import { errorCodeOf, fieldErrorsOf, notifyError } from '../../components/notify-error'
import { getSettings } from './api/get-settings'
import { updateSettings } from './api/update-settings'
import { fromSettings, MAX_HOLD_HOURS, type SettingsForm, toSettingsBody } from './settings-form'

/** The text beside a field the form cannot send. */
const INVALID_TEXT = {
  pending_hold_hours: 'storeSettings.holdHoursInvalid',
  payment_methods: 'storeSettings.paymentsRequired',
} as const

/** Loads the store's settings, tracks the form and saves it, with the server's field errors. */
export function useStoreSettings() {
  const { t } = useTranslation('admin')
  const [form, setForm] = useState<SettingsForm | null>(null)
  const [saved, setSaved] = useState<SettingsForm | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const focusFirstInvalid = useFocusFirstInvalid()
  const storeInfo = useAtomValue(storeInfoAtom).store
  const setStoreInfo = useSetAtom(setStoreInfoAtom)

  useEffect(() => {
    getSettings().then(
      (settings) => {
        setForm(fromSettings(settings))
        setSaved(fromSettings(settings))
      },
      (error: unknown) => {
        setFailed(true)
        notifyError(t('storeSettings.loadFailed'), error)
      },
    )
  }, [t])

  async function save() {
    if (!form) return
    const result = toSettingsBody(form, saved ?? undefined)
    if (!result.ok) {
      // Every field to fix at once (before: one, then the next on the next press).
      setErrors(
        Object.fromEntries(
          result.invalid.map((field) => [
            field,
            [
              field === 'shipping_flat_fee'
                ? amountProblem(result.fee, result.feeCurrency, t)
                : t(INVALID_TEXT[field], { max: MAX_HOLD_HOURS }),
            ],
          ]),
        ),
      )
      focusFirstInvalid()
      return
    }
    const { body } = result
    setErrors({})
    setSaving(true)
    try {
      // A form loaded before a currency change made elsewhere would send the old currency
      // back (undoing the change, prices rescaled twice) and its fee in the old units.
      const current = await getSettings()
      if (saved && current.currency !== saved.currency) {
        const fresh = fromSettings(current)
        setForm(fresh)
        setSaved(fresh)
        const message = t('storeSettings.currencyChangedElsewhere', { currency: current.currency })
        setErrors({ currency: [message] })
        notify({ type: 'error', message })
        return
      }
      const settings = await updateSettings(body)
      const next = fromSettings(settings)
      // A new product's editor prices in the store's currency: let it follow without a reload.
      if (storeInfo)
        setStoreInfo({
          ...storeInfo,
          currency: settings.currency,
          whatsapp: settings.whatsapp,
          payment_methods: settings.payment_methods,
          pickup: settings.pickup_address !== '',
          shipping_flat_fee: settings.shipping_flat_fee,
        })
      setForm(next)
      setSaved(next)
      notify({ type: 'success', message: t('storeSettings.saved') })
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (errorCodeOf(error) === 'currency_locked') {
        setErrors({ currency: [t('storeSettings.currencyLocked')] })
        // The store keeps its currency: so does the form.
        if (saved) setForm((f) => f && { ...f, currency: saved.currency })
      } else if (Object.keys(fields).length > 0) {
        setErrors(fields)
        focusFirstInvalid()
      } else if (error instanceof ApiError && error.status === 400)
        setErrors({ general: [error.detail] })
      notifyError(t('storeSettings.failed'), error)
    } finally {
      setSaving(false)
    }
  }

  const dirty = form !== null && JSON.stringify(form) !== JSON.stringify(saved)
  return { form, setForm, errors, saving, save, dirty, failed }
}
