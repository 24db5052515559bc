// The search worker's entry: plain CommonJS (the package is not "type": "module"), so that it starts the same
// way under tsx (npm run server, the demo), under Jest (whose transform does not reach worker threads) and under
// plain Node; it registers tsx's loader for this thread and then runs the TypeScript worker (indexWorker.ts).
require('tsx/cjs/api').register();
require('./indexWorker.ts');
