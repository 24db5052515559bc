// The node service: accounts, experts, articles, videos, questions and leads.
import { serviceApi } from './serviceApi';

export const nodeApi = serviceApi('nodeApi', ['Article', 'Video', 'Question', 'User', 'Expert', 'Lead']);
