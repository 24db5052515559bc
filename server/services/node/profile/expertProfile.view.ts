// What the advisor sees of their own profile: the experts row in the spec's field names, dates as DD/MM/YYYY.
import { isRegisteredAdvisor } from '../../../../utils/advisor';
import { toDisplayDate } from '../auth/loginBody';
import type { AdvisorProfileView, EmployeeView } from '../../../../utils/experts/profileWire';
import type { EmployeeRow, ExpertRow } from './expertProfile.repo';

export type { AdvisorProfileView, EmployeeView };


export function toProfileView(row: ExpertRow, today: string): AdvisorProfileView {
  const view = {
    arn: row.arn,
    arn_status: row.arnStatus,
    arn_valid_till: toDisplayDate(row.arnValidTill),
    certifications: row.certifications,
  };
  return {
    ...view,
    stage: row.stage,
    profile_status: row.profileStatus,
    capabilities: row.capabilities,
    supported_languages: row.supportedLanguages,
    products: row.products,
    address: row.address,
    about: row.about,
    experience: row.experience,
    no_of_clients: row.clientsCount,
    aum: Math.floor(row.aumPaise / 100),
    euin: row.euin,
    photo_url: row.photoUrl,
    transaction_allowed: row.transactionAllowed,
    registered: isRegisteredAdvisor(view, today),
  };
}

export function toEmployeeView(row: EmployeeRow): EmployeeView {
  return { id: row.id, name: row.name, euin: row.euin };
}
