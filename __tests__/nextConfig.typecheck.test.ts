// next build checks the project's types unless CI, which has just run tsc over the whole project, says not to.
import type { NextConfig } from 'next';

function configWith(skip: string | undefined): NextConfig {
  const saved = process.env.BUILD_SKIP_TYPECHECK;
  if (skip === undefined) delete process.env.BUILD_SKIP_TYPECHECK;
  else process.env.BUILD_SKIP_TYPECHECK = skip;
  try {
    let config: NextConfig | undefined;
    jest.isolateModules(() => {
      config = jest.requireActual('../next.config.js');
    });
    return config!;
  } finally {
    if (saved === undefined) delete process.env.BUILD_SKIP_TYPECHECK;
    else process.env.BUILD_SKIP_TYPECHECK = saved;
  }
}

it('checks types in the build by default, and skips them only when BUILD_SKIP_TYPECHECK is 1', () => {
  expect(configWith(undefined).typescript?.ignoreBuildErrors).toBe(false);
  expect(configWith('0').typescript?.ignoreBuildErrors).toBe(false);
  expect(configWith('1').typescript?.ignoreBuildErrors).toBe(true);
});
