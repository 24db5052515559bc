// AMFI's register of distributors: whether an ARN is registered and until when. A real adapter would ask
// AMFI's ARN search; the sandbox answers from documented test values.

export type ArnCheck =
  | { status: 'valid'; arn: string; validTill: string; sandbox: boolean }
  /** On the register, but its validity ended (renewal due): `validTill` is in the past. */
  | { status: 'lapsed'; arn: string; validTill: string; sandbox: boolean }
  /** No distributor holds this ARN. */
  | { status: 'unknown'; arn: string; sandbox: boolean };

export interface ArnRegistry {
  readonly name: string;
  readonly sandbox: boolean;
  /** `today` is India's calendar date (YYYY-MM-DD): validity is judged against it. */
  check(arn: string, today: string): Promise<ArnCheck>;
}
