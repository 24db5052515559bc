// One KYC per PAN even when two accounts send the same new PAN at the same moment: both pass the "is it taken?"
// read, the unique index decides, and the loser gets the same clear 409 as a PAN already taken.
import type { DomainError } from '@/server/domain/errors';
import { createLogger } from '@/server/http/logger';
import { createSandboxPan, type PanProvider } from '@/server/providers/pan';
import { createKycDeps } from '@/server/services/node/kyc/kyc.deps';
import { startKyc } from '@/server/services/node/kyc/kyc.service';
import { type LoginApp, kycApp, userId } from '../../../support/kycJourney';

jest.setTimeout(60_000);

const RACERS = ['9000001003', '9000001023']; // demo clients whose KYC has not started
const PAN = 'CDEPM5123Q';

let t: LoginApp;
beforeAll(async () => {
  t = await kycApp();
});
afterAll(() => t.handle.close());

/** A PAN service that answers nobody until both racers have asked: both are then past the "taken?" read. */
function panServiceWithBarrier(): PanProvider {
  const sandbox = createSandboxPan();
  let release: () => void = () => undefined;
  const bothAsked = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  return {
    name: 'barrier',
    async verify(pan, holder) {
      if (++asked === RACERS.length) release();
      await bothAsked;
      return sandbox.verify(pan, holder);
    },
  };
}

it('lets one of two racing accounts have the PAN and refuses the other (409)', async () => {
  const deps = {
    ...createKycDeps({
      db: t.handle.db,
      config: t.config,
      logger: createLogger('silent'),
      now: () => new Date(),
    }),
    pan: panServiceWithBarrier(),
  };
  const results = await Promise.allSettled(
    RACERS.map((mobile) =>
      startKyc(
        deps,
        { userId: userId(mobile), roles: ['user'], role: 'user' },
        {
          user_id: userId(mobile),
          pancard_no: PAN,
          dob: '01/06/1990',
        },
      ),
    ),
  );
  expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  expect((refused.reason as DomainError).kind).toBe('conflict');
  expect((refused.reason as DomainError).message).toBe(
    'This PAN is already linked to another account. Log in with that account, or check the PAN.',
  );
});
