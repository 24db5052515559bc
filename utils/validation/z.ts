// The one door to zod for code that also runs in the browser. zod 4 probes once whether it may compile parsers
// with `new Function`; under our Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as
// a violation even though zod catches it. `jitless` skips the probe: parsing uses the plain interpreter, which
// is fast enough for forms. The server keeps the compiled parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
