import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Amount from '@/components/ui/Amount';
import Table, { type TableColumn } from '@/components/ui/Table';
import { sortRows } from '@/components/ui/tableSort';
import { renderWithProviders } from '../../support/render';

interface Holding {
  id: string;
  fund: string;
  value: number | null;
}

const ROWS: Holding[] = [
  { id: 'a', fund: 'Fund 10', value: 2500 },
  { id: 'b', fund: 'Fund 2', value: null },
  { id: 'c', fund: 'Alpha', value: 125000 },
];

const COLUMNS: TableColumn<Holding>[] = [
  { key: 'fund', header: 'Fund', sortValue: (r) => r.fund },
  {
    key: 'value',
    header: 'Value',
    numeric: true,
    sortValue: (r) => r.value,
    render: (r) => <Amount value={r.value} />,
  },
  { key: 'note', header: 'Note', render: () => 'Demo' },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Table', () => {
  it('sorts by a header, flips on the second press and says the order with aria-sort', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <Table caption="Holdings" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />,
    );
    expect(screen.getByRole('table', { name: 'Holdings' })).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Fund 10', 'Fund 2', 'Alpha']);
    const valueHeader = screen.getByRole('columnheader', { name: /Value/ });
    expect(valueHeader).toHaveAttribute('aria-sort', 'none');
    // A column that cannot be sorted does not pretend to.
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');

    await u.click(within(valueHeader).getByRole('button'));
    expect(valueHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Fund 10', 'Alpha', 'Fund 2']);

    // Keyboard: the header is a button, so Enter sorts the other way.
    within(valueHeader).getByRole('button').focus();
    await u.keyboard('{Enter}');
    expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Alpha', 'Fund 10', 'Fund 2']);
  });

  it('labels each cell with its column for the phone card layout', () => {
    renderWithProviders(
      <Table caption="Holdings" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />,
    );
    expect(screen.getByText('₹1,25,000').closest('td')).toHaveAttribute('data-label', 'Value');
  });

  it('shows an empty state instead of an empty table', () => {
    renderWithProviders(
      <Table caption="Holdings" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No holdings yet' })).toBeInTheDocument();
  });
});

describe('sortRows', () => {
  it('reads numbers inside text as numbers and keeps missing values last both ways', () => {
    const names = (rows: Holding[]) => rows.map((r) => r.fund);
    expect(names(sortRows(ROWS, (r) => r.fund, 'ascending'))).toEqual([
      'Alpha',
      'Fund 2',
      'Fund 10',
    ]);
    expect(names(sortRows(ROWS, (r) => r.value, 'descending'))).toEqual([
      'Alpha',
      'Fund 10',
      'Fund 2',
    ]);
    expect(names(sortRows(ROWS, (r) => r.value, 'ascending'))).toEqual([
      'Fund 10',
      'Alpha',
      'Fund 2',
    ]);
  });
});
