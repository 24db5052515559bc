// Backend tests open a database (PGlite or PostgreSQL) in their hooks, which takes seconds on a busy machine:
// jest's 5 s default failed setups in CI. testTimeout is a global option (ignored per project), so it is set here.
jest.setTimeout(60_000);
