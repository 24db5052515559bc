// PGlite runs each statement synchronously on this thread, and hands its lock from one waiting statement to the next
// through promise continuations, which Node runs before it looks at sockets again. With a backlog (the rush of
// requests after a restart) statements ran back to back for seconds: new connections waited in the kernel's accept
// queue (a /health sent 11 s after the kill was accepted 20 s later, in a crash bench) while the requests already
// read were served. Here statements take turns, one per turn of the event loop: between two of them Node accepts
// connections, reads requests and fires timers. The health check's ping goes to the front of the line, so /health
// says whether the database answers, not how long the line is (aheadOfTheLine).
import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate } from 'node:timers';

/** The part of a PGlite instance that runs statements outside a transaction (what Drizzle calls). */
export interface StatementRunner {
  /** False while PGlite opens. */
  ready?: boolean;
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

export interface Turns {
  /** Runs `task` in its own turn, after the statements already waiting (or before them when `first`). */
  run<T>(task: () => Promise<T>, first?: boolean): Promise<T>;
  /** Statements waiting for their turn (tests and diagnostics). */
  readonly waiting: number;
}

const ahead = new AsyncLocalStorage<true>();

/**
 * Statements that `work` runs outside a transaction go to the front of the line: the health check's ping, and the
 * search copy's one small read of what changed (a search otherwise waits its turn twice, in its gate and here).
 */
export function aheadOfTheLine<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: Drizzle's query builders are lazy and would run their statement at the caller's then(), outside.
  return ahead.run(true, async () => await work());
}

export function createTurns(): Turns {
  const line: (() => Promise<void>)[] = [];
  // Statements asked first wait in a line of their own, in the order they came: pushed to the front of the one line,
  // the newest ping went ahead of older pings, and under a stream of health checks the oldest timed out (503).
  const firstLine: (() => Promise<void>)[] = [];
  let busy = false;
  const next = () => {
    const task = firstLine.shift() ?? line.shift();
    if (!task) {
      busy = false;
      return;
    }
    busy = true;
    // node:timers' own function: a test's fake timers (which replace the global one) do not hold statements back.
    setImmediate(() => void task().finally(next));
  };
  return {
    run<T>(task: () => Promise<T>, first = false): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const turn = () => task().then(resolve, reject);
        (first ? firstLine : line).push(turn);
        if (!busy) next();
      });
    },
    get waiting() {
      return firstLine.length + line.length;
    },
  };
}

/**
 * Makes `client.query`, `client.exec` and `client.transaction` take turns, a transaction as one turn (its statements
 * go through the transaction object, inside that turn). Without it, transactions queued on PGlite's own lock behind
 * the line's back, and a ping first in the line still waited for all of them (/health answered 503 after 2 s).
 */
export function takeTurns(client: StatementRunner, turns: Turns = createTurns()): Turns {
  // PGlite calls its own query() from within a statement (after DDL it reloads its type list) and while it opens: a
  // call made during a turn is part of that turn, and calls before it is ready go straight through, or they would
  // wait for the turn that waits for them. (The first statement, waiting for the open, simply waits in its turn.)
  const inTurn = new AsyncLocalStorage<true>();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      inTurn.getStore() || client.ready === false
        ? original(...args)
        : turns.run(() => inTurn.run(true, () => original(...args)), ahead.getStore() === true);
  }
  return turns;
}
