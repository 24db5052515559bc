// IFSC lookup over a bundled copy of Razorpay's IFSC data set (see README.md beside this file). The copy knows
// every IFSC the RBI lists and each one's bank (sublet branches included), but not branch names or addresses:
// those come only from Razorpay's HTTP API, which this backend does not call. `branch` and the rest are null.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPath } from '../../serverDir';

export interface IfscDetails {
  ifsc: string;
  bank: string;
  /** The bank's four-letter code (the IFSC's first four letters, or the sub-member's for a sublet branch). */
  bank_code: string;
  branch: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
}

export interface IfscDirectory {
  /** null for a code the RBI does not list (the caller has already checked the format). */
  lookup(ifsc: string): IfscDetails | null;
}

interface IfscData {
  /** Bank code -> branch codes: numbers for numeric branch codes, strings otherwise. */
  codes: Record<string, (number | string)[]>;
  names: Record<string, string>;
  /** Whole IFSC -> the sub-member bank's code. */
  sublets: Record<string, string>;
  /** IFSC prefix -> a bank code or a bank's name (a range leased to a smaller bank). */
  customSublets: Record<string, string>;
}

const DATA_DIR = serverPath('providers', 'ifsc', 'data');
const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

function loadData(): IfscData {
  return {
    codes: readJson('IFSC.json'),
    names: readJson('banknames.json'),
    sublets: readJson('sublet.json'),
    customSublets: readJson('custom-sublets.json'),
  };
}

function isListed(data: IfscData, ifsc: string): boolean {
  const list = data.codes[ifsc.slice(0, 4)];
  if (!list || ifsc[4] !== '0') return false;
  const branch = ifsc.slice(5);
  return /^\d+$/.test(branch) ? list.includes(Number(branch)) : list.includes(branch);
}

/** Razorpay's rule: a listed sublet first, then the longest custom prefix, else the IFSC's own bank. */
function bankOf(data: IfscData, ifsc: string): { code: string; name: string } {
  const own = ifsc.slice(0, 4);
  const prefix = Object.keys(data.customSublets)
    .filter((p) => ifsc.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  const target = data.sublets[ifsc] ?? (prefix ? data.customSublets[prefix] : own);
  if (data.names[target]) return { code: target, name: data.names[target] };
  // Custom sublets may name the bank outright; a handful of listed codes have no name in the set.
  return target.length > 4
    ? { code: own, name: target }
    : { code: target, name: data.names[own] ?? target };
}

export function createIfscDirectory(load: () => IfscData = loadData): IfscDirectory {
  let data: IfscData | undefined;
  return {
    lookup(ifsc) {
      data ??= load(); // about 1 MB of JSON: read on first use, not at start
      if (!isListed(data, ifsc)) return null;
      const bank = bankOf(data, ifsc);
      return {
        ifsc,
        bank: bank.name,
        bank_code: bank.code,
        branch: null,
        address: null,
        city: null,
        state: null,
      };
    },
  };
}

let shared: IfscDirectory | undefined;

/** One directory per process: the data is read once. */
export function bundledIfscDirectory(): IfscDirectory {
  shared ??= createIfscDirectory();
  return shared;
}
