import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxGroup, RadioGroup } from '@/components/ui/ChoiceGroup';
import { renderWithProviders } from '../../support/render';

const OPTIONS = [
  { value: 'sip', label: 'SIP' },
  { value: 'lumpsum', label: 'Lump sum' },
  { value: 'swp', label: 'SWP' },
];

function Radios() {
  const [value, setValue] = useState('sip');
  return (
    <RadioGroup
      legend="Investment type"
      name="type"
      options={OPTIONS}
      value={value}
      onChange={setValue}
      hint="You can change it later"
    />
  );
}

function Boxes({ onChange }: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      legend="Goals"
      name="goals"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      error="Choose at least one goal"
    />
  );
}

describe('RadioGroup', () => {
  it('is a named group whose arrow keys move the choice', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Radios />);
    const group = screen.getByRole('group', { name: 'Investment type' });
    expect(group).toHaveAccessibleDescription('You can change it later');
    const sip = screen.getByRole('radio', { name: 'SIP' });
    expect(sip).toBeChecked();
    sip.focus();
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Lump sum' })).toBeChecked();
    expect(sip).not.toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  it('keeps the options order whatever the order of ticking, and shows the error on the group', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Boxes onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Goals' })).toHaveAccessibleDescription(
      'Choose at least one goal',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'SWP' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'SIP' }));
    expect(onChange).toHaveBeenLastCalledWith(['sip', 'swp']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'SWP' }));
    expect(onChange).toHaveBeenLastCalledWith(['sip']);
  });
});
