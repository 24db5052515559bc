// In the browser zod must not probe for eval (our CSP refuses it and reports the probe as a violation).
import { globalConfig } from 'zod/v4/core';
import { z } from '@/utils/validation/z';

it('runs zod without compiled parsers in the browser, and still validates', () => {
  expect(globalConfig.jitless).toBe(true);
  const schema = z.object({ name: z.string().min(2, 'Too short') });
  expect(schema.safeParse({ name: 'A' }).error?.issues[0].message).toBe('Too short');
  expect(schema.parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
});
