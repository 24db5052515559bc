/** Command-line options of `npm run db:seed` (kept apart from main.ts so tests can import them). */
export interface SeedArgs {
  reset: boolean;
  scale: number | null;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { reset: false, scale: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--reset') args.reset = true;
    else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[(i += 1)];
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0)
        throw new Error(
          `--scale needs a whole number of clients, e.g. --scale 10000 (got '${value ?? ''}')`,
        );
      args.scale = n;
    } else throw new Error(`Unknown option '${arg}'. Use --reset and/or --scale N.`);
  }
  return args;
}
