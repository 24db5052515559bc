import { http, HttpResponse } from 'msw';
import { authed, mockSession } from '../session';
import { at } from './at';

export const DEMO_OTP = '123456';

export interface DemoAccount {
  /** users.id */
  id: string;
  name: string;
  role: string[];
  city: string;
  kyc: { status: string; navigate_to: string };
  expert?: {
    id: string;
    expert_code: string;
    arn_code: string;
    arn_status: string;
    arn_valid_till: string;
    certifications: { name: string; url: string }[];
    clients_count: number;
    transaction_allowed: boolean;
    current_logged_in: boolean;
    rm: { id: string; name: string; mobile: string } | null;
  };
}

export const demoUsers: Record<string, DemoAccount> = {
  '9000000001': {
    id: 'u-1',
    name: 'Ravi Kumar',
    role: ['user'],
    city: 'Pune',
    kyc: { status: 'verified', navigate_to: 'product_page' },
  },
  '9000000002': {
    id: 'u-2',
    name: 'Sunita Deshpande',
    role: ['user'],
    city: 'Nagpur',
    kyc: { status: 'pending', navigate_to: 'personal_details' },
  },
  '9000000101': {
    id: 'u-101',
    name: 'Meera Iyer',
    role: ['expert'],
    city: 'Gurgaon',
    kyc: { status: 'verified', navigate_to: 'product_page' },
    expert: {
      id: 'e-1',
      expert_code: 'ZF0101',
      arn_code: '112233',
      arn_status: 'validated',
      arn_valid_till: '29/05/2099',
      certifications: [],
      clients_count: 42,
      transaction_allowed: true,
      current_logged_in: false,
      rm: { id: 'rm-1', name: 'Arjun Mehta', mobile: '9811100000' },
    },
  },
};

export const accountById = (id: string) => Object.values(demoUsers).find((u) => u.id === id);

interface OtpBody {
  mobile_no?: string;
  otp?: string;
  name?: string;
  type?: string;
  role?: string;
}

const failed = (message: string, status: number) =>
  HttpResponse.json({ status: 'failed', message }, { status });

/** The login answer of the contract: tokens in headers, identity in the body. */
function loginAnswer(mobile: string, account: DemoAccount, extra: Record<string, unknown> = {}) {
  const { accessToken, refreshToken } = mockSession.start();
  const expert = account.expert ?? null;
  return HttpResponse.json(
    {
      status: 'success',
      id: account.id,
      mobile_no: mobile,
      name: account.name,
      role: account.role,
      stage: 3,
      city: account.city,
      msg: 'Login successful',
      merchant_id: null,
      assigned_merchant: null,
      expert,
      flags: { is_esign_disabled: 'N', is_digilocker_disabled: 'Y' },
      ...extra,
    },
    {
      headers: {
        'access-token': accessToken,
        'refresh-token': refreshToken,
        roke: expert ? 'expert' : 'user',
      },
    },
  );
}

/** A new advisor account holding the listing `expertId` (an advisor sign-up or a confirmed claim). */
function newExpertAccount(name: string, expertId: string): DemoAccount {
  return {
    id: 'u-new-expert',
    name,
    role: ['expert'],
    city: '',
    kyc: { status: 'not_started', navigate_to: 'personal_details' },
    expert: {
      id: expertId,
      expert_code: 'ZF0999',
      arn_code: '',
      arn_status: 'pending',
      arn_valid_till: '',
      certifications: [],
      clients_count: 0,
      transaction_allowed: false,
      current_logged_in: false,
      rm: null,
    },
  };
}

export const nodeHandlers = [
  http.post(at('node', '/user/auth/sendotp'), async ({ request }) => {
    const body = (await request.json()) as OtpBody;
    const known = body.mobile_no ? demoUsers[body.mobile_no] : undefined;
    if (body.type !== 'signup' && !known) {
      return failed('This mobile number is not registered', 404);
    }
    if (body.type === 'signup' && known && body.role !== 'expert') {
      return failed('This mobile number is already registered. Please log in.', 409);
    }
    return HttpResponse.json({
      status: 'success',
      message: 'OTP sent',
      challenge_id: 'ch-1',
      expires_in: 300,
      resend_in: 30,
    });
  }),

  http.post(at('node', '/user/auth/verifyotp'), async ({ request }) => {
    const body = (await request.json()) as OtpBody;
    if (body.otp !== DEMO_OTP || !body.mobile_no) return failed('Incorrect OTP', 400);
    const known = demoUsers[body.mobile_no];
    const account: DemoAccount = known ?? {
      id: 'u-new',
      name: body.name ?? '',
      role: ['user'],
      city: '',
      kyc: { status: 'not_started', navigate_to: 'personal_details' },
    };
    return loginAnswer(body.mobile_no, account);
  }),

  http.put(at('node', '/user/auth/expert/verifyotp'), async ({ request }) => {
    const body = (await request.json()) as OtpBody & { id?: string; status?: string };
    if (body.otp !== DEMO_OTP || !body.mobile_no) return failed('Incorrect OTP', 400);
    // A claim waits for the code sent to the listing's registered number (the demo listing's ends 0105).
    if (body.status === 'claim')
      return HttpResponse.json({
        status: 'success',
        message: 'OTP sent',
        data: { claim_id: `claim-${body.id}`, number_ending: '0105', status: 'pending' },
      });
    return loginAnswer(body.mobile_no, newExpertAccount(body.name ?? '', body.id ?? 'e-new'), {
      token: mockSession.tokens.accessToken,
    });
  }),

  http.put(at('node', '/user/auth/expert/claim/verify'), async ({ request }) => {
    const body = (await request.json()) as { claim_id: string; otp: string };
    if (body.otp !== DEMO_OTP) return failed('Incorrect OTP', 400);
    const expertId = body.claim_id.replace(/^claim-/, '');
    return loginAnswer('9000000222', newExpertAccount('Claiming Advisor', expertId), {
      token: mockSession.tokens.accessToken,
    });
  }),

  // Lenient on purpose: logout must work (and be observable) whatever state the tokens are in.
  http.post(at('node', '/user/auth/logout'), () =>
    HttpResponse.json({ status: 'success', message: 'Logged out' }),
  ),

  http.get(
    at('node', '/user/detailnew/:id'),
    authed(({ params }) => {
      const account = accountById(String(params.id));
      if (!account) return failed('Not found', 404);
      return HttpResponse.json({
        status: 'success',
        data: {
          id: account.id,
          name: account.name,
          city: account.city,
          roles: account.role,
          kyc: account.kyc,
          expert: account.expert ?? null,
        },
      });
    }),
  ),

  http.get(
    at('node', '/user/stats'),
    authed(() =>
      HttpResponse.json({ status: 'success', data: { profile_completion_percentage: 60 } }),
    ),
  ),

  http.get(at('node', '/user/expert/arn/:arn'), ({ params }) => {
    if (params.arn !== '654321') return failed('No expert found with this ARN', 404);
    return HttpResponse.json({
      status: 'success',
      data: {
        id: 'e-77',
        name: 'Kavita Shah',
        arn_code: '654321',
        arn_status: 'validated',
        arn_valid_till: '31/12/2099',
        city: 'Ahmedabad',
        claimed: false,
      },
    });
  }),

  http.get(
    at('node', '/user/detail/:id'),
    authed(({ params }) =>
      HttpResponse.json({ status: 'success', data: { id: params.id, name: 'Ravi Kumar' } }),
    ),
  ),

  http.get(
    at('node', '/kyc/kycdetails/:id'),
    authed(({ params }) =>
      HttpResponse.json({
        status: 'success',
        data: { id: params.id, kyc_status: 'verified', navigate_to: 'product_page' },
        isDisabled: { esign: 'N', digilocker: 'N' },
      }),
    ),
  ),
];
