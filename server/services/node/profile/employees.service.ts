// The advisor's employees and their EUINs (each sale an employee advises carries their EUIN).
import type { Db } from '../../../db/client';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import * as repo from './expertProfile.repo';
import { type EmployeeView, toEmployeeView } from './expertProfile.view';

export const EMPLOYEE_MESSAGES = {
  duplicate: 'This EUIN is already added',
  notFound: 'Employee not found',
  tooMany: 'You can add at most 50 employees',
} as const;
const MAX_EMPLOYEES = 50;

export async function listEmployees(db: Db, expertId: string): Promise<EmployeeView[]> {
  return (await repo.listEmployees(db, expertId)).map(toEmployeeView);
}

export async function addEmployee(
  db: Db,
  expertId: string,
  input: { name: string; euin: string },
  now: Date,
): Promise<EmployeeView[]> {
  const existing = await repo.listEmployees(db, expertId);
  if (existing.some((e) => e.euin === input.euin)) throw new ConflictError(EMPLOYEE_MESSAGES.duplicate);
  if (existing.length >= MAX_EMPLOYEES) throw new ConflictError(EMPLOYEE_MESSAGES.tooMany);
  // A racing duplicate is refused by the (expert, euin) unique index: 409 through the error handler.
  await repo.insertEmployee(db, { expertId, name: input.name, euin: input.euin, createdAt: now, updatedAt: now });
  return listEmployees(db, expertId);
}

/** Only the advisor's own employee; another advisor's id reads as not found. */
export async function removeEmployee(db: Db, expertId: string, employeeId: string): Promise<EmployeeView[]> {
  if (!(await repo.deleteEmployee(db, expertId, employeeId))) throw new NotFoundError(EMPLOYEE_MESSAGES.notFound);
  return listEmployees(db, expertId);
}
