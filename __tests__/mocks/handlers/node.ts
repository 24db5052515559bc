import { http, HttpResponse } from 'msw';
import { authed, mockSession } from '../session';
import { at } from './at';

export const DEMO_OTP = '123456';

export const demoUsers: Record<string, { id: string; name: string; role: string[]; city: string }> =
  {
    '9000000001': { id: 'u-1', name: 'Ravi Kumar', role: ['user'], city: 'Pune' },
    '9000000101': { id: 'e-1', name: 'Meera Iyer', role: ['expert'], city: 'Gurgaon' },
  };

interface OtpBody {
  mobile_no?: string;
  otp?: string;
}

export const nodeHandlers = [
  http.post(at('node', '/user/auth/sendotp'), async ({ request }) => {
    const body = (await request.json()) as OtpBody;
    if (!body.mobile_no || !demoUsers[body.mobile_no]) {
      return HttpResponse.json({
        status: 'failed',
        message: 'This mobile number is not registered',
      });
    }
    return HttpResponse.json({ status: 'success', message: 'OTP sent' });
  }),

  http.post(at('node', '/user/auth/verifyotp'), async ({ request }) => {
    const body = (await request.json()) as OtpBody;
    const user = body.mobile_no ? demoUsers[body.mobile_no] : undefined;
    if (!user || body.otp !== DEMO_OTP) {
      return HttpResponse.json({ status: 'failed', msg: 'Incorrect OTP' });
    }
    const { accessToken, refreshToken } = mockSession.start();
    return HttpResponse.json(
      { ...user, mobile_no: body.mobile_no, stage: 3, msg: 'Login successful', merchant_id: null },
      {
        headers: {
          'access-token': accessToken,
          'refresh-token': refreshToken,
          roke: `roke-${user.id}`,
        },
      },
    );
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
