// The 'Become ZF Expert' enquiry: POST /user/leadsignup/product with the distributor product.
import {
  DISTRIBUTOR_PRODUCT,
  type DistributorLeadBody,
  type LeadStage,
} from '@/utils/validation/lead';
import { nodeClient } from './http';

export interface DistributorLead {
  name: string;
  mobile_no: string;
  city: string;
  stage?: LeadStage;
}

interface LeadAnswer {
  status: string;
  message?: string;
  data?: { id?: string };
}

/** Never retried: a second post of the same enquiry would only be refused by the rate limit. */
export async function submitDistributorLead(lead: DistributorLead): Promise<LeadAnswer> {
  const body: DistributorLeadBody = {
    name: lead.name.trim(),
    mobile_no: lead.mobile_no,
    city: lead.city.trim(),
    product: DISTRIBUTOR_PRODUCT,
    source: 'mutual-fund-distributor',
    data: { ...(lead.stage ? { stage: lead.stage } : {}), consent: true },
  };
  const { data } = await nodeClient.post<LeadAnswer>('/user/leadsignup/product', body);
  return data;
}
