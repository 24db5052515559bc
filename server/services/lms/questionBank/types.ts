// Shape of one question in the mock-test bank. The answer, explanation and source stay on the server until the
// candidate submits; GET routes send only the text and the options.

export const EXAMS = ['nism-series-v-a', 'nism-series-x-a'] as const;
export type Exam = (typeof EXAMS)[number];

/** Topic groups of each examination's bank, in the order papers alternate them. */
export const EXAM_TOPICS = {
  'nism-series-v-a': ['basics', 'regulation', 'nav-and-costs', 'taxation', 'risk-and-return', 'distribution-and-services'],
  'nism-series-x-a': ['financial-planning', 'investment-products', 'portfolio', 'adviser-regulation'],
} as const;

export const QUESTION_TOPICS = [...EXAM_TOPICS['nism-series-v-a'], ...EXAM_TOPICS['nism-series-x-a']] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

export const TOPIC_LABELS: Record<QuestionTopic, string> = {
  basics: 'Mutual fund basics',
  regulation: 'Legal and regulatory framework',
  'nav-and-costs': 'NAV, costs and pricing of units',
  taxation: 'Taxation',
  'risk-and-return': 'Risk, return and performance',
  'distribution-and-services': 'Distribution, ethics and investor services',
  'financial-planning': 'Personal financial planning',
  'investment-products': 'Investment products',
  portfolio: 'Portfolio construction and evaluation',
  'adviser-regulation': 'Regulation of investment advisers',
};

export interface BankQuestion {
  /** Stable id, e.g. 'va-b01': tests and saved progress refer to it. */
  id: string;
  topic: QuestionTopic;
  text: string;
  /** Four options, as in the NISM examinations. */
  options: readonly [string, string, string, string];
  /** Index into options. */
  answer: 0 | 1 | 2 | 3;
  explanation: string;
  /** Where the fact comes from, with its date, shown in the review. */
  source: string;
}
