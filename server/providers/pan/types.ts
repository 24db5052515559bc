// PAN verification: is this PAN real and active at the Income Tax department, and whose is it.
export type PanStatus = 'valid' | 'invalid' | 'deactivated' | 'name_mismatch';

export interface PanCheck {
  pancard_no: string;
  status: PanStatus;
  /** The holder's name as the department has it; null when the PAN is not valid or the name is unknown. */
  name: string | null;
  /** True for the sandbox, so that screens can say the answer is not real. */
  sandbox: boolean;
}

export interface PanProvider {
  readonly name: string;
  /** `holderName` is the name the account was opened with; a real service ignores it, the sandbox echoes it. */
  verify(pan: string, holderName: string | null): Promise<PanCheck>;
}
