import { externalHoldings, summaryOf } from '../mocks/handlers/portfolioFixtures';
import { loggedOut } from '@/store/events';
import reducer, {
  clientSelected,
  folioOrderStarted,
  initialPortfolioState,
  portfolioModalClosed,
  portfolioModalOpened,
  sipChosen,
  sipStepUpChosen,
  sortChosen,
} from '@/store/portfolioSlice';

const start = reducer(undefined, { type: '@@init' });

describe('portfolio slice', () => {
  it("sorts by 'Current Value' / currentValue by default and shows no modal", () => {
    expect(start.sortBy).toEqual({ name: 'Current Value', value: 'currentValue' });
    expect(start).toMatchObject({
      showShareModal: false,
      showRefreshModal: false,
      showSortModal: false,
      showExternalPortfolioModal: false,
      portfolio: [],
    });
  });

  it('has every portfolio view field', () => {
    expect(Object.keys(start).sort()).toEqual(
      [
        'userDetails',
        'summarizedPortfolio',
        'portfolio',
        'investorDetails',
        'selectedClient',
        'selectedFund',
        'portfolioDate',
        'externalPortfolioDate',
        'showShareModal',
        'showRefreshModal',
        'showSortModal',
        'showExternalPortfolioModal',
        'sortBy',
        'switchData',
        'stpData',
        'swpData',
        'fundHouseData',
        'schemeCodeData',
        'selectedUPIOrder',
        'selectedSIP',
        'selectedSIPStepupData',
      ].sort(),
    );
  });

  it('opens and closes each modal by name', () => {
    let s = reducer(start, portfolioModalOpened('externalPortfolio'));
    expect(s.showExternalPortfolioModal).toBe(true);
    s = reducer(s, portfolioModalOpened('share'));
    expect(s.showShareModal).toBe(true);
    expect(reducer(s, portfolioModalClosed('share')).showShareModal).toBe(
      false,
    );
  });

  it('choosing a sort closes the sort modal', () => {
    const open = reducer(start, portfolioModalOpened('sort'));
    const s = reducer(open, sortChosen({ name: 'Returns', value: 'returns' }));
    expect(s.sortBy).toEqual({ name: 'Returns', value: 'returns' });
    expect(s.showSortModal).toBe(false);
  });

  it('keeps the folio a switch, STP or SWP starts from in its own field', () => {
    const folio = { scheme_code: 118989, folio_no: '2211903/45' };
    const s = reducer(start, folioOrderStarted({ kind: 'stp', folio }));
    expect(s.stpData).toEqual(folio);
    expect(s.switchData).toBeNull();
    expect(reducer(s, folioOrderStarted({ kind: 'switch', folio })).switchData).toEqual(folio);
  });

  it('forgets the step-up of an earlier SIP when another SIP is chosen', () => {
    let s = reducer(start, sipChosen({ id: 'sip-1' }));
    s = reducer(s, sipStepUpChosen({ sip_id: 'sip-1', step_up_percent: 10 }));
    expect(s.selectedSIPStepupData).toEqual({ sip_id: 'sip-1', step_up_percent: 10 });
    s = reducer(s, sipChosen({ id: 'sip-2' }));
    expect(s.selectedSIP).toEqual({ id: 'sip-2' });
    expect(s.selectedSIPStepupData).toBeNull();
  });

  it('keeps the selected client, and forgets the whole view on logout', () => {
    let s = reducer(start, clientSelected({ id: 'u-2' }));
    s = reducer(s, sortChosen({ name: 'Returns', value: 'returns' }));
    expect(s.selectedClient).toEqual({ id: 'u-2' });
    expect(reducer(s, loggedOut())).toEqual(initialPortfolioState);
  });
});

describe('portfolio slice following the portfolio api', () => {
  const fulfilled = (kind: 'Query' | 'Mutation', endpointName: string, payload: unknown) => ({
    type: `nodeApi/execute${kind}/fulfilled`,
    payload,
    meta: { arg: { endpointName, originalArgs: { userId: 'u-1' } } },
  });

  it('keeps the holdings, totals and valuation time of the summary it was answered', () => {
    const answer = summaryOf([]);
    const state = reducer(start, fulfilled('Query', 'getPortfolioSummary', answer));
    expect(state.userDetails).toEqual({ user_id: 'u-1' });
    expect(state.portfolio).toHaveLength(3);
    expect(state.summarizedPortfolio).toMatchObject({ current_value_paise: 16_988_227, internal: answer.summary.internal_summary });
    expect(state.portfolioDate).toBe(answer.valued_at);
    expect(state.externalPortfolioDate).toBeNull();
  });

  it('ignores answers of other endpoints', () => {
    const state = reducer(start, fulfilled('Query', 'getTransactions', summaryOf([])));
    expect(state.portfolio).toEqual([]);
  });

  it('keeps the imported holdings and their date after an import', () => {
    const loaded = reducer(start, fulfilled('Query', 'getPortfolioSummary', summaryOf([])));
    const state = reducer(loaded, fulfilled('Mutation', 'importExternalPortfolio', { external: externalHoldings }));
    expect(state.summarizedPortfolio?.externalHoldings).toEqual(externalHoldings);
    expect(state.externalPortfolioDate).not.toBeNull();
  });
});
