// The sandbox PAN service answers by the PAN's four digits, as server/providers/README.md documents.
import { SANDBOX_OTHER_NAME, createPanProvider } from '@/server/providers/pan';

const pan = createPanProvider();

it.each([
  ['ABCPE1234F', 'valid', 'Asha Verma'],
  ['ABCPE0000F', 'invalid', null],
  ['ABCPE9999F', 'deactivated', null],
  ['ABCPE8888F', 'name_mismatch', SANDBOX_OTHER_NAME],
])('%s is %s', async (number, status, name) => {
  expect(await pan.verify(number, 'Asha Verma')).toEqual({
    pancard_no: number,
    status,
    name,
    sandbox: true,
  });
});

it('gives no name for a valid PAN when the account has none', async () => {
  expect((await pan.verify('ABCPE1234F', null)).name).toBeNull();
});
