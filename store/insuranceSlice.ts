// The health-insurance funnel as the person fills it: the spec's draft fields (clientName … premiumValue, plus
// userKYC), the city or pincode the quotes need, and the step reached. Persisted in localStorage
// (store/persist.ts) so that a person can leave and return; a logged-in person's draft is also kept on the server.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CoverType, PaymentOption, QuoteView } from '@/services/insurance.api';
import { loggedOut } from './events';

export interface InsuredChild {
  name: string;
  /** DD/MM/YYYY */
  dob: string;
  relation: 'son' | 'daughter';
}

export interface NomineeDetails {
  nominee_name: string;
  nominee_dob: string;
  nominee_relation: string;
  /** The guardian who acts for a minor nominee. */
  appointee_name?: string;
}

export interface InsuranceDraft {
  clientName: string;
  clientDob: string;
  clientGender: string;
  spouseName: string;
  spouseDob: string;
  spouseRelation: string;
  children: InsuredChild[];
  memberDetails: { spouse: boolean; child: boolean };
  noOfChildren: number;
  /** Declared illnesses per member key ('self', 'spouse', 'child1' … 'child4'). */
  existing_illness: Record<string, string[]>;
  insurance_nominee_details: NomineeDetails;
  /** What the chosen payment option charges now, in rupees. */
  insurance_plan_amount: number | null;
  insurance_cover_amount: number;
  product_type: 'health_insurance';
  payment_option: PaymentOption;
  came_from: string | null;
  selectedPlan: { plan_id: string; cover_type: CoverType } | null;
  selectedPlanDetails: QuoteView | null;
  insurancePlans: QuoteView[];
  expertDetails: { expert_id: string; name: string | null; arn: string | null } | null;
  disabled: boolean;
  premiumValue: number | null;
  city: string;
  pincode: string;
  /** The funnel step reached (0-based), so that a person returns where they stopped. */
  step: number;
}

export interface InsuranceState extends InsuranceDraft {
  userKYC: Record<string, unknown> | null;
  /**
   * Who fills the draft and whom it covers ('expert:<id>:<client id>', 'user:<id>'): the browser keeps one draft,
   * so choosing another client starts from that client's own (the server keeps one per pair).
   */
  subject: string | null;
}

export const DEFAULT_COVER = 500000;

export const initialInsuranceState: InsuranceState = {
  clientName: '',
  clientDob: '',
  clientGender: '',
  spouseName: '',
  spouseDob: '',
  spouseRelation: '',
  children: [],
  memberDetails: { spouse: false, child: false },
  noOfChildren: 0,
  existing_illness: {},
  insurance_nominee_details: { nominee_name: '', nominee_dob: '', nominee_relation: '' },
  insurance_plan_amount: null,
  insurance_cover_amount: DEFAULT_COVER,
  product_type: 'health_insurance',
  payment_option: 'yearly',
  came_from: null,
  selectedPlan: null,
  selectedPlanDetails: null,
  insurancePlans: [],
  expertDetails: null,
  disabled: false,
  premiumValue: null,
  city: '',
  pincode: '',
  step: 0,
  userKYC: null,
  subject: null,
};

export interface MembersEntered {
  clientName: string;
  clientDob: string;
  clientGender: string;
  spouse: { name: string; dob: string; relation: string } | null;
  children: InsuredChild[];
}

/** A choice made on a plan or a price no longer holds once what it was priced from changes. */
function forgetChoice(state: InsuranceState) {
  state.selectedPlan = null;
  state.selectedPlanDetails = null;
  state.insurance_plan_amount = null;
  state.premiumValue = null;
}

const insuranceSlice = createSlice({
  name: 'insurance',
  initialState: initialInsuranceState,
  reducers: {
    membersEntered(state, { payload }: PayloadAction<MembersEntered>) {
      state.clientName = payload.clientName;
      state.clientDob = payload.clientDob;
      state.clientGender = payload.clientGender;
      state.spouseName = payload.spouse?.name ?? '';
      state.spouseDob = payload.spouse?.dob ?? '';
      state.spouseRelation = payload.spouse?.relation ?? '';
      state.children = payload.children.slice(0, 4);
      state.noOfChildren = state.children.length;
      state.memberDetails = { spouse: Boolean(payload.spouse), child: state.children.length > 0 };
      // Illnesses of members no longer covered go with them.
      const keys = new Set(['self', ...(payload.spouse ? ['spouse'] : []), ...state.children.map((_, i) => `child${i + 1}`)]);
      state.existing_illness = Object.fromEntries(Object.entries(state.existing_illness).filter(([k]) => keys.has(k)));
      forgetChoice(state);
    },
    healthEntered(state, { payload }: PayloadAction<{ city: string; pincode: string; existing_illness: Record<string, string[]> }>) {
      state.city = payload.city;
      state.pincode = payload.pincode;
      state.existing_illness = payload.existing_illness;
      forgetChoice(state);
    },
    coverChosen(state, { payload }: PayloadAction<number>) {
      state.insurance_cover_amount = payload;
      forgetChoice(state);
    },
    quotesLoaded(state, { payload }: PayloadAction<QuoteView[]>) {
      state.insurancePlans = payload;
    },
    planChosen(state, { payload }: PayloadAction<{ plan: QuoteView; coverType: CoverType }>) {
      const { plan, coverType } = payload;
      state.selectedPlan = { plan_id: plan.plan_id, cover_type: coverType };
      state.selectedPlanDetails = plan;
      state.premiumValue = plan[coverType].yearly_premium;
      state.insurance_plan_amount = state.premiumValue;
      state.payment_option = 'yearly';
    },
    nomineeEntered(state, { payload }: PayloadAction<NomineeDetails>) {
      state.insurance_nominee_details = payload;
    },
    paymentOptionChosen(state, { payload }: PayloadAction<{ option: PaymentOption; amount: number | null }>) {
      state.payment_option = payload.option;
      state.insurance_plan_amount = payload.amount;
    },
    stepChanged(state, { payload }: PayloadAction<number>) {
      state.step = Math.max(0, payload);
    },
    expertDetailsSet(state, { payload }: PayloadAction<InsuranceDraft['expertDetails']>) {
      state.expertDetails = payload;
    },
    /** Another person fills or is covered: their draft is not this one (the server's copy is read next). */
    subjectChosen(state, { payload }: PayloadAction<string>) {
      if (state.subject === payload) return state;
      // A draft not yet labelled (kept from before drafts were, or begun before the session was read) is this one's.
      if (state.subject === null) return { ...state, subject: payload };
      return { ...initialInsuranceState, subject: payload };
    },
    /** The server's copy, when it is there, wins over this browser's (last write wins across devices). */
    draftRestored(state, { payload }: PayloadAction<Partial<InsuranceDraft>>) {
      return { ...state, ...payload, product_type: 'health_insurance' };
    },
    /** A cart was made from the draft, or the person starts again (an advisor stays the one filling it). */
    draftCleared(state) {
      return { ...initialInsuranceState, expertDetails: state.expertDetails, subject: state.subject };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialInsuranceState);
  },
});

export const {
  membersEntered,
  healthEntered,
  coverChosen,
  quotesLoaded,
  planChosen,
  nomineeEntered,
  paymentOptionChosen,
  stepChanged,
  expertDetailsSet,
  draftRestored,
  draftCleared,
  subjectChosen,
} = insuranceSlice.actions;
export default insuranceSlice.reducer;

type WithInsurance = { insurance: InsuranceState };
export const selectInsurance = (s: WithInsurance) => s.insurance;

const DRAFT_KEYS = Object.keys(initialInsuranceState).filter((k) => k !== 'userKYC' && k !== 'subject') as (keyof InsuranceDraft)[];

/**
 * The draft as the server keeps it: the draft's own fields only (never the persisted slice's `_persist`
 * bookkeeping, which the server refused), without the KYC snapshot, whose draft it is, or the quotes (re-asked).
 */
export function draftOf(state: InsuranceState): InsuranceDraft {
  const draft = Object.fromEntries(DRAFT_KEYS.map((k) => [k, state[k]])) as unknown as InsuranceDraft;
  return { ...draft, insurancePlans: [] };
}
