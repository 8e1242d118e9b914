import { phonePrefix } from './phone'

describe('phone', () => {
  it("starts with the store's WhatsApp country code; Argentine mobiles as +54 9", () => {
    expect(phonePrefix('+5491122334455', 'ARS')).toBe('+54 9 ')
    expect(phonePrefix('+59171234567', 'BOB')).toBe('+591 ')
    expect(phonePrefix('+56912345678', 'ARS')).toBe('+56 ')
    expect(phonePrefix(null, 'MXN')).toBe('+52 ')
    expect(phonePrefix(null, 'XXX')).toBe('+54 9 ')
  })
})
