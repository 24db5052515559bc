import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import DateField, { displayDateToIso, maskDate } from '@/components/ui/DateField';
import { renderWithProviders } from '../../support/render';

function Harness({ onDate, error }: { onDate?: (iso: string | null) => void; error?: string }) {
  const [text, setText] = useState('');
  return (
    <>
      <DateField
        label="Date of birth"
        value={text}
        onChange={setText}
        onDateChange={onDate}
        error={error}
      />
      <button type="button">Next</button>
    </>
  );
}

describe('DateField', () => {
  it('puts the slashes in as digits are typed and hands on the ISO date', async () => {
    const onDate = jest.fn();
    renderWithProviders(<Harness onDate={onDate} />);
    const box = screen.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(box, '21082026');
    expect(box).toHaveValue('21/08/2026');
    expect(onDate).toHaveBeenLastCalledWith('2026-08-21');
  });

  it('refuses 31/02/2026 with a message tied to the field once the person leaves it', async () => {
    const onDate = jest.fn();
    renderWithProviders(<Harness onDate={onDate} />);
    const box = screen.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(box, '31/02/2026');
    expect(onDate).toHaveBeenLastCalledWith(null);
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please enter a valid date DD/MM/YYYY');

    // Correcting the day removes the message straight away.
    await userEvent.clear(box);
    await userEvent.type(box, '28/02/2026');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the DD/MM/YYYY shape when the date is incomplete, and lets a form message win', async () => {
    const { unmount } = renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '2108');
    await userEvent.tab();
    expect(screen.getByText('Please enter the date as DD/MM/YYYY')).toBeVisible();
    unmount();

    renderWithProviders(<Harness error="Age must be at least 18 years" />);
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription(
      /Age must be at least 18 years/,
    );
  });

  it('masks pasted text and converts only real dates', () => {
    expect(maskDate('21-08-2026 extra')).toBe('21/08/2026');
    expect(maskDate('2')).toBe('2');
    expect(displayDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(displayDateToIso('29/02/2026')).toBeNull();
  });
});
