// Type-level test, run by `pnpm typecheck`: the calls and the store-info and
// session types of @vitrina/shared are the API's, as @vitrina/contract says.
import type {
  Equal,
  Expect,
  HandoffBody,
  LoginResponse,
  PushTokenBody,
  RefreshBody,
  RefreshResponse,
  StoreImage,
  StoreInfo,
} from '@vitrina/contract'

import type * as shared from '../index'
import type { exchangeHandoff } from './exchange-handoff'
import type { getStoreInfo } from './get-store-info'
import type { refreshTokens } from './refresh-tokens'
import type { registerPushToken } from './register-push-token'
import type { revokeSession } from './revoke-session'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type SharedCalls = [
  Expect<Equal<Answer<typeof getStoreInfo>, StoreInfo>>,
  Expect<Equal<Parameters<typeof refreshTokens>[0], RefreshBody>>,
  Expect<Equal<Answer<typeof refreshTokens>, RefreshResponse>>,
  Expect<Equal<Parameters<typeof revokeSession>, [RefreshBody]>>,
  Expect<Equal<Parameters<typeof registerPushToken>, [PushTokenBody]>>,
  Expect<Equal<Parameters<typeof exchangeHandoff>, [HandoffBody]>>,
  Expect<Equal<Answer<typeof exchangeHandoff>, LoginResponse>>,
]

export type SharedTypes = [
  Expect<Equal<shared.StoreInfo, StoreInfo>>,
  Expect<Equal<shared.StoreImage, StoreImage>>,
  Expect<Equal<shared.LoginResponse, LoginResponse>>,
  Expect<Equal<shared.RefreshResponse, RefreshResponse>>,
  Expect<Equal<shared.StoreInfoState['store'], StoreInfo | null>>,
  Expect<Equal<Parameters<typeof shared.startSession>, [LoginResponse]>>,
  Expect<Equal<NonNullable<shared.FirstView['store']>, StoreInfo>>,
]
