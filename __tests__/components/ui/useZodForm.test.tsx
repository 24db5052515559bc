import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { LEAD_MESSAGES, distributorLeadFormSchema } from '@/utils/validation/lead';
import type { z } from 'zod';
import { renderWithProviders } from '../../support/render';

type Lead = z.output<typeof distributorLeadFormSchema>;

function LeadHarness({ onValid }: { onValid: (lead: Lead) => void }) {
  const { register, handleSubmit, formState } = useZodForm(distributorLeadFormSchema, {
    defaultValues: { name: '', mobile_no: '', city: '', consent: false as unknown as true },
  });
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Input label="Full name" {...register('name')} error={errorText(errors, 'name')} />
      <Input
        label="Mobile number"
        prefix="+91"
        {...register('mobile_no')}
        error={errorText(errors, 'mobile_no')}
      />
      <Input label="City" {...register('city')} error={errorText(errors, 'city')} />
      <Checkbox
        label="ZF may call me"
        {...register('consent')}
        error={errorText(errors, 'consent')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm', () => {
  it("shows the shared schema's messages beside the ui fields and submits the parsed values once they are right", async () => {
    const u = userEvent.setup();
    const onValid = jest.fn();
    renderWithProviders(<LeadHarness onValid={onValid} />);

    await u.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Name cannot be empty',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      LEAD_MESSAGES.cityEmpty,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(LEAD_MESSAGES.consentMissing);

    await u.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Not a valid number',
    );

    await u.type(screen.getByRole('textbox', { name: 'Full name' }), 'Asha Rao');
    await u.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await u.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await u.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    await u.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
    await u.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toMatchObject({
      name: 'Asha Rao',
      mobile_no: '9876543210',
      city: 'Pune',
      consent: true,
    });
  });
});
