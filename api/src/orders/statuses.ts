// The moves live in the shared rules, so the owner's desk offers exactly the ones the server accepts.
export { allowedMoves, FINAL_STATUSES } from '@vitrina/shared/rules'
