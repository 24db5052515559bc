// GET /node/kyc/ifsc/{ifsc}: real IFSCs from the bundled Razorpay data set show their real bank.
import {
  ASHA,
  type LoginApp,
  type Session,
  call,
  createLoginApp,
  login,
} from '../../../support/loginApp';
import { as } from '../../../support/kycApp';

jest.setTimeout(60_000);

let t: LoginApp;
let asha: Session;
beforeAll(async () => {
  t = await createLoginApp();
  asha = await login(t, ASHA);
});
afterAll(() => t.handle.close());

const lookup = (code: string, headers = as(asha)) =>
  call(t, 'GET', `/node/kyc/ifsc/${code}`, undefined, headers);

describe('GET /node/kyc/ifsc/{ifsc}', () => {
  it.each([
    ['HDFC0000590', 'HDFC Bank'],
    ['SBIN0000001', 'State Bank of India'],
    ['KKBK0000261', 'Kotak Mahindra Bank'],
    // A sublet branch: HDFC's code leased to a co-operative bank, named for the bank that holds the account.
    ['HDFC0CKUB01', 'Khamgaon Urban Co-operative Bank'],
  ])('names the bank of %s', async (code, bank) => {
    const { res, body } = await lookup(code);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ ifsc: code, bank, branch: null });
  });

  it('reads a lower-case code with spaces around it as the IFSC it is', async () => {
    const { res, body } = await lookup('%20hdfc0000590%20');
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ ifsc: 'HDFC0000590', bank: 'HDFC Bank' });
  });

  it('answers 404 for a well-formed IFSC that does not exist', async () => {
    const { res, body } = await lookup('SBIN0999999');
    expect(res.status).toBe(404);
    expect(body.message).toBe('No bank branch has this IFSC');
    expect((await lookup('ZZZZ0000001')).res.status).toBe(404);
  });

  it('answers 400 with the shared message for a badly formed IFSC', async () => {
    const { res, body } = await lookup('HDFC1000590');
    expect(res.status).toBe(400);
    expect(body.message).toBe('Please enter a valid IFSC, like HDFC0001234');
  });

  it('needs a session', async () => {
    expect((await lookup('HDFC0000590', {} as never)).res.status).toBe(401);
  });
});
