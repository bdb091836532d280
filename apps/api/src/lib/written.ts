/**
 * What an idempotent write returns: the stored value, and whether this call wrote it (`created`) or
 * found it already written under the same client id (a replay, e.g. the offline queue sending again).
 */
export interface Written<T> {
  readonly created: boolean;
  readonly value: T;
}
