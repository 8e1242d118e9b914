/**
 * Type-level checks for the browser's endpoint files: `pnpm typecheck` fails
 * when a type that should be the contract's is anything else.
 */

/** True when A and B are the same type (not merely assignable one way). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/** Compiles only with `true`: `type _ = Expect<Equal<Actual, Expected>>`. */
export type Expect<T extends true> = T
