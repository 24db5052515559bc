import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { renderWithProviders } from '../../support/render';

describe('Input', () => {
  it('links its hint and its error to the box and marks it invalid only with an error', () => {
    const { rerender } = renderWithProviders(
      <Input label="Mobile number" prefix="+91" hint="We will send an OTP" />,
    );
    const box = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(box).toHaveAccessibleDescription('We will send an OTP');
    expect(box).not.toHaveAttribute('aria-invalid');

    rerender(
      <Input
        label="Mobile number"
        prefix="+91"
        hint="We will send an OTP"
        error="Not a valid number"
      />,
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the advice.
    expect(box).toHaveAccessibleDescription('Not a valid number We will send an OTP');
    expect(screen.getByText('Not a valid number')).toBeVisible();
  });

  it('hands its ref to the input, as react-hook-form register needs', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<Input label="City" ref={ref} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    expect(ref.current?.value).toBe('Pune');
  });
});

describe('Select', () => {
  it('offers its options after the placeholder and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <Select
        label="Plan"
        placeholder="Choose one"
        options={[
          { value: 'direct', label: 'Direct' },
          { value: 'regular', label: 'Regular' },
        ]}
        defaultValue=""
        onChange={(e) => onChange(e.target.value)}
        error="Please choose a plan"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose one',
      'Direct',
      'Regular',
    ]);
    expect(select).toHaveAccessibleDescription('Please choose a plan');
    await userEvent.selectOptions(select, 'regular');
    expect(onChange).toHaveBeenCalledWith('regular');
  });
});

describe('Checkbox', () => {
  it('starts unticked and carries its error as its description', async () => {
    renderWithProviders(<Checkbox label="ZF may call me" error="Please agree to be contacted" />);
    const box = screen.getByRole('checkbox', { name: 'ZF may call me' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Please agree to be contacted');
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});
