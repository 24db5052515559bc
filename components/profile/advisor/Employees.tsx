import { useState } from 'react';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useServerErrors } from '@/components/shared/useServerErrors';
import { errorMessage } from '@/services/http/errors';
import type { EmployeeView } from '@/services/profile.api';
import { useAddEmployeeMutation, useGetEmployeesQuery, useRemoveEmployeeMutation } from '@/store/api/profile';
import { employeeSchema } from '@/utils/validation/advisorProfile';
import styles from './AdvisorProfile.module.scss';

function AddEmployeeForm() {
  const { register, handleSubmit, formState, setError, reset } = useZodForm(employeeSchema, { defaultValues: { name: '', euin: '' } });
  const [add, { isLoading }] = useAddEmployeeMutation();
  const { formError, attempt } = useServerErrors(setError, (p) => p === 'name' || p === 'euin');
  const e = (name: string) => errorText(formState.errors, name);

  const submit = handleSubmit(async (employee) => {
    if (await attempt(() => add(employee).unwrap())) reset();
  });

  return (
    <form className={styles.row} onSubmit={submit} noValidate aria-label="Add an employee">
      <Input label="Employee name" autoComplete="off" {...register('name')} error={e('name')} />
      <Input label="Employee EUIN" hint="E and six digits" autoComplete="off" {...register('euin')} error={e('euin')} />
      <Button type="submit" loading={isLoading}>
        Add
      </Button>
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}

/** The advisor's employees and their EUINs: add one, remove one after a confirmation. */
export default function Employees() {
  const { data: employees = [], error, isLoading } = useGetEmployeesQuery();
  const [remove, { isLoading: removing }] = useRemoveEmployeeMutation();
  const [leaving, setLeaving] = useState<EmployeeView | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function confirmRemove() {
    if (!leaving) return;
    setRemoveError(null);
    try {
      await remove(leaving.id).unwrap();
    } catch (failure) {
      setRemoveError(errorMessage(failure));
    }
    setLeaving(null);
  }

  return (
    <Card title="Employees' EUINs">
      {isLoading && <p className={styles.note}>Loading…</p>}
      {error && <p role="alert">{errorMessage(error)}</p>}
      {!isLoading && !error && employees.length === 0 && <p className={styles.note}>No employees added yet.</p>}
      <ul className={styles.list} aria-label="Employees">
        {employees.map((employee) => (
          <li key={employee.id} className={styles.item} aria-label={`${employee.name} ${employee.euin}`}>
            <span>
              {employee.name} · {employee.euin}
            </span>
            <Button variant="secondary" size="sm" onClick={() => setLeaving(employee)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {removeError && (
        <p className={styles.error} role="alert">
          {removeError}
        </p>
      )}
      <AddEmployeeForm />
      <ConfirmDialog
        open={leaving !== null}
        title="Remove employee?"
        message={leaving ? `Remove ${leaving.name} (${leaving.euin})? Their EUIN will no longer be offered on orders.` : ''}
        confirmLabel="Remove"
        onConfirm={() => void confirmRemove()}
        onCancel={() => setLeaving(null)}
        busy={removing}
      />
    </Card>
  );
}
