import reducer, {
  initialPortfolioState,
  portfolioModalSet,
  portfolioPatched,
  portfolioReset,
  sortBySet,
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

  it('has every view field of spec section 3', () => {
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
    let s = reducer(start, portfolioModalSet({ modal: 'externalPortfolio', show: true }));
    expect(s.showExternalPortfolioModal).toBe(true);
    s = reducer(s, portfolioModalSet({ modal: 'share', show: true }));
    expect(s.showShareModal).toBe(true);
    expect(reducer(s, portfolioModalSet({ modal: 'share', show: false })).showShareModal).toBe(
      false,
    );
  });

  it('choosing a sort closes the sort modal', () => {
    const open = reducer(start, portfolioModalSet({ modal: 'sort', show: true }));
    const s = reducer(open, sortBySet({ name: 'Returns', value: 'returns' }));
    expect(s.sortBy).toEqual({ name: 'Returns', value: 'returns' });
    expect(s.showSortModal).toBe(false);
  });

  it('patches loaded data and resets', () => {
    const s = reducer(
      start,
      portfolioPatched({
        portfolio: [{ net_cost: 100, gain_or_loss: 5, current_value: 105, folioLevel: [] }],
        portfolioDate: '2026-01-02',
      }),
    );
    expect(s.portfolio[0].current_value).toBe(105);
    expect(reducer(s, portfolioReset())).toEqual(initialPortfolioState);
  });
});
