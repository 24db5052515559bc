// Portfolio view state (modals, sort, selected fund and orders); persisted in sessionStorage (store/persist.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PortfolioSummary, SchemeHolding, SectionSummary } from '@/services/portfolio.types';
import { mutationFulfilled, queryFulfilled } from './api/matchers';
import { loggedOut } from './events';

type Data = Record<string, unknown>;

/** Scheme level figures (net_cost, gain_or_loss, current_value); folioLevel holds the same per folio. */
export type { SchemeHolding };

/** Holdings bought through the platform (internal) and imported ones (external). */
export interface SummarizedPortfolio {
  internal?: SectionSummary | null;
  external?: SectionSummary | null;
  [field: string]: unknown;
}

export interface SortBy {
  name: string;
  value: string;
}

export const DEFAULT_SORT_BY: SortBy = { name: 'Current Value', value: 'currentValue' };

export interface PortfolioState {
  userDetails: Data | null;
  summarizedPortfolio: SummarizedPortfolio | null;
  portfolio: SchemeHolding[];
  investorDetails: Data | null;
  selectedClient: Data | null;
  selectedFund: Data | null;
  portfolioDate: string | null;
  externalPortfolioDate: string | null;
  showShareModal: boolean;
  showRefreshModal: boolean;
  showSortModal: boolean;
  showExternalPortfolioModal: boolean;
  sortBy: SortBy;
  switchData: Data | null;
  stpData: Data | null;
  swpData: Data | null;
  fundHouseData: Data[] | null;
  schemeCodeData: Data[] | null;
  selectedUPIOrder: Data | null;
  selectedSIP: Data | null;
  selectedSIPStepupData: Data | null;
}

export type PortfolioModal = 'share' | 'refresh' | 'sort' | 'externalPortfolio';

const MODAL_FLAG = {
  share: 'showShareModal',
  refresh: 'showRefreshModal',
  sort: 'showSortModal',
  externalPortfolio: 'showExternalPortfolioModal',
} as const satisfies Record<PortfolioModal, keyof PortfolioState>;

/** Modal flags are view-only: they are not persisted, so a reload never reopens a modal. */
export const PORTFOLIO_MODAL_FLAGS = Object.values(MODAL_FLAG);

export const initialPortfolioState: PortfolioState = {
  userDetails: null,
  summarizedPortfolio: null,
  portfolio: [],
  investorDetails: null,
  selectedClient: null,
  selectedFund: null,
  portfolioDate: null,
  externalPortfolioDate: null,
  showShareModal: false,
  showRefreshModal: false,
  showSortModal: false,
  showExternalPortfolioModal: false,
  sortBy: DEFAULT_SORT_BY,
  switchData: null,
  stpData: null,
  swpData: null,
  fundHouseData: null,
  schemeCodeData: null,
  selectedUPIOrder: null,
  selectedSIP: null,
  selectedSIPStepupData: null,
};

export type FolioOrderView = 'switch' | 'stp' | 'swp';
const FOLIO_ORDER_FIELD = { switch: 'switchData', stp: 'stpData', swp: 'swpData' } as const satisfies Record<
  FolioOrderView,
  keyof PortfolioState
>;

type ForUser = { userId: string };
const summaryLoaded = queryFulfilled<ForUser, PortfolioSummary>('nodeApi', 'getPortfolioSummary');
const summaryRefreshed = mutationFulfilled<ForUser, PortfolioSummary>('nodeApi', 'refreshPortfolio');
const externalImported = mutationFulfilled<ForUser, { external: SchemeHolding[] }>(
  'nodeApi',
  'importExternalPortfolio',
);

/** The last valuation seen, of whose portfolio, and when: a screen can say "valued at …" before the refetch lands. */
function portfolioValued(state: PortfolioState, { userId }: ForUser, answer: PortfolioSummary) {
  state.userDetails = { user_id: userId };
  state.summarizedPortfolio = {
    ...answer.summary,
    internal: answer.summary.internal_summary ?? null,
    external: answer.summary.external_summary ?? null,
    externalHoldings: answer.external,
  };
  state.portfolio = answer.internal;
  state.portfolioDate = answer.valued_at;
  state.externalPortfolioDate = answer.external.length > 0 ? answer.valued_at : state.externalPortfolioDate;
}

const portfolioSlice = createSlice({
  name: 'portfolio',
  initialState: initialPortfolioState,
  reducers: {
    portfolioModalOpened(state, action: PayloadAction<PortfolioModal>) {
      state[MODAL_FLAG[action.payload]] = true;
    },
    portfolioModalClosed(state, action: PayloadAction<PortfolioModal>) {
      state[MODAL_FLAG[action.payload]] = false;
    },
    /** Choosing an order closes the sort modal it was chosen in. */
    sortChosen(state, action: PayloadAction<SortBy>) {
      state.sortBy = action.payload;
      state.showSortModal = false;
    },
    clientSelected(state, action: PayloadAction<Data | null>) {
      state.selectedClient = action.payload;
    },
    /** A switch, STP or SWP form opened on a folio: what it moves money out of (the spec's switchData, stpData, swpData). */
    folioOrderStarted(state, action: PayloadAction<{ kind: FolioOrderView; folio: Data }>) {
      state[FOLIO_ORDER_FIELD[action.payload.kind]] = action.payload.folio;
    },
    /** A SIP picked for a step-up; a step-up chosen for an earlier SIP no longer applies. */
    sipChosen(state, action: PayloadAction<Data>) {
      state.selectedSIP = action.payload;
      state.selectedSIPStepupData = null;
    },
    sipStepUpChosen(state, action: PayloadAction<Data>) {
      state.selectedSIPStepupData = action.payload;
    },
  },
  // The holdings and dates follow the portfolio api's answers (store/api/portfolio.ts, matched by name so that
  // this slice need not load the api); there is no setter for arbitrary fields. The order views (switch, STP…)
  // are filled by the order forms' events above.
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialPortfolioState)
      .addMatcher(summaryLoaded, (state, action) => portfolioValued(state, action.meta.arg.originalArgs, action.payload))
      .addMatcher(summaryRefreshed, (state, action) =>
        portfolioValued(state, action.meta.arg.originalArgs, action.payload),
      )
      .addMatcher(externalImported, (state, action) => {
        // The modal stays open to say what was imported; the person closes it.
        state.externalPortfolioDate = new Date().toISOString();
        if (state.summarizedPortfolio && (state.userDetails?.user_id ?? null) === action.meta.arg.originalArgs.userId) {
          state.summarizedPortfolio.externalHoldings = action.payload.external;
        }
      });
  },
});

export const {
  portfolioModalOpened,
  portfolioModalClosed,
  sortChosen,
  clientSelected,
  folioOrderStarted,
  sipChosen,
  sipStepUpChosen,
} = portfolioSlice.actions;
export default portfolioSlice.reducer;

type WithPortfolio = { portfolio: PortfolioState };
export const selectPortfolioView = (s: WithPortfolio) => s.portfolio;
export const selectSortBy = (s: WithPortfolio) => s.portfolio.sortBy;
