// Portfolio view state (modals, sort, selected fund and orders); persisted in sessionStorage (store/persist.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './events';

type Data = Record<string, unknown>;

/** Scheme level figures; folioLevel holds the same per folio. */
export interface SchemeHolding {
  net_cost: number;
  gain_or_loss: number;
  current_value: number;
  folioLevel: Data[];
  [field: string]: unknown;
}

/** Holdings bought through the platform (internal) and imported ones (external). */
export interface SummarizedPortfolio {
  internal?: Data | null;
  external?: Data | null;
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
  },
  // The holdings, dates and order views are filled from the portfolio api's answers by the features that add
  // it (extraReducers on its endpoints, see store/api/matchers.ts); there is no setter for arbitrary fields.
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialPortfolioState);
  },
});

export const { portfolioModalOpened, portfolioModalClosed, sortChosen, clientSelected } = portfolioSlice.actions;
export default portfolioSlice.reducer;

type WithPortfolio = { portfolio: PortfolioState };
export const selectPortfolioView = (s: WithPortfolio) => s.portfolio;
export const selectSortBy = (s: WithPortfolio) => s.portfolio.sortBy;
