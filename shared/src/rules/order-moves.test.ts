import { allowedMoves, FINAL_STATUSES } from '.'

describe('allowedMoves (commerce spec §5)', () => {
  it('confirms or cancels a pending order', () => {
    expect(allowedMoves('pendiente', 'envio')).toEqual(['confirmado', 'cancelado'])
    expect(allowedMoves('pendiente', 'retiro')).toEqual(['confirmado', 'cancelado'])
  })

  it('sends a confirmed delivery, makes a confirmed pickup ready, or cancels', () => {
    expect(allowedMoves('confirmado', 'envio')).toEqual(['enviado', 'cancelado'])
    expect(allowedMoves('confirmado', 'retiro')).toEqual(['listo_para_retirar', 'cancelado'])
  })

  it('delivers or cancels what was sent or made ready, and moves nothing final', () => {
    expect(allowedMoves('enviado', 'envio')).toEqual(['entregado', 'cancelado'])
    expect(allowedMoves('listo_para_retirar', 'retiro')).toEqual(['entregado', 'cancelado'])
    for (const status of FINAL_STATUSES) expect(allowedMoves(status, 'envio')).toEqual([])
  })
})
