// The analytics service: an advisor's follow-ups, notes, leads, dispositions and reports.
import { serviceApi } from './serviceApi';

export const analyticsApi = serviceApi('analyticsApi', ['FollowUp', 'Note', 'Lead', 'Report']);
