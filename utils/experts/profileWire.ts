/** The advisor profile calls' answers (/node/expert/profile), as the backend writes them and the web reads them. */
export interface AdvisorProfileView {
  arn: string | null;
  arn_status: 'pending' | 'validated';
  /** DD/MM/YYYY */
  arn_valid_till: string | null;
  certifications: { name: string; url: string }[];
  /** 1–3 while onboarding; 4 once the profile is final. */
  stage: number;
  profile_status: string | null;
  capabilities: string[];
  supported_languages: string[];
  products: string[];
  address: string | null;
  about: string | null;
  experience: number | null;
  no_of_clients: number;
  /** Rupees, as the form takes it. */
  aum: number;
  euin: string | null;
  photo_url: string | null;
  transaction_allowed: boolean;
  /** The registered-advisor rule (utils/advisor.ts) as the server judged it today. */
  registered: boolean;
}

export interface StageAnswer {
  stage: number;
  profile: AdvisorProfileView;
}

export interface EmployeeView {
  id: string;
  name: string;
  euin: string;
}

