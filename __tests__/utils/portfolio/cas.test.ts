import fs from 'node:fs';
import path from 'node:path';
import {
  CasError,
  foldStampDuty,
  parseCas,
  parseCasCsv,
  parseCasJson,
} from '@/utils/portfolio/cas';
import { buildLots } from '@/utils/portfolio/lots';

const PAN = 'ABCPE1234F';
const fixture = (name: string) =>
  fs
    .readFileSync(path.join(process.cwd(), 'e2e', 'fixtures', name), 'utf8')
    .replaceAll('{{PAN}}', PAN);
const HEADER = 'folio_no,amc,pan,scheme_code,scheme_name,txn_date,txn_type,amount,units,nav';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const BUY = `F1,quant Mutual Fund,${PAN},109830,Quant Flexi Cap Fund,2024-01-10,purchase,"1,000.00",10.0000,100`;

/** A JSON statement of one folio and scheme with one transaction. */
const oneTxnDoc = (txn: Record<string, unknown>, pan = PAN) => ({
  pan,
  folios: [
    {
      folio_no: 'F1',
      amc: 'A',
      schemes: [{ scheme_code: 1, scheme_name: 'S', transactions: [txn] }],
    },
  ] as unknown[],
});

/** The issues a CasError carries, as 'where: message' lines. */
function issuesOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof CasError)
      return error.issues.map((i) => (i.where ? `${i.where}: ${i.message}` : i.message));
    throw error;
  }
  throw new Error('expected a CasError');
}

describe('the sample CAS files', () => {
  it('read the same statement from CSV and JSON', () => {
    const fromCsv = parseCas(fixture('cas-sample.csv'));
    const fromJson = parseCas(fixture('cas-sample.json'));
    expect(fromJson).toEqual(fromCsv);
    expect(fromCsv.pan).toBe(PAN);
    expect(fromCsv.counts).toEqual({ folios: 2, schemes: 4, transactions: 33 });
    expect(fromCsv.folios.map((f) => [f.folio_no, f.schemes.map((s) => s.scheme_code)])).toEqual([
      ['1234567/89', [101065, 109830]],
      ['5550001', [101065, 103225]],
    ]);
  });

  it('keep the quoted scheme name and the exact amounts and units', () => {
    const liquid = parseCas(fixture('cas-sample.csv')).folios[1].schemes[1];
    expect(liquid.scheme_name).toBe('Quant Liquid Fund - Regular Plan, Growth Option');
    expect(liquid.transactions[0]).toEqual({
      date: '2023-06-12',
      type: 'purchase',
      amountPaise: 9_999_500,
      units: '2778.7041',
      nav: '35.9862',
    });
  });
});

describe('parseCasCsv', () => {
  it('accepts DD-MM-YYYY dates, spaced type names, signed amounts and long unit fractions', () => {
    const statement = parseCasCsv(
      csv(
        BUY,
        `F1,quant Mutual Fund,${PAN},109830,Quant Flexi Cap Fund,15-03-2024,Redemption,-500.5,-4.123456,121.39`,
      ),
    );
    expect(statement.folios[0].schemes[0].transactions[1]).toEqual({
      date: '2024-03-15',
      type: 'redemption',
      amountPaise: 50_050,
      units: '4.1235',
      nav: '121.39',
    });
  });

  it('lists every problem with its line number', () => {
    const issues = issuesOf(() =>
      parseCasCsv(
        csv(
          BUY,
          `F1,quant Mutual Fund,${PAN},abc,Quant Flexi Cap Fund,2024-02-30,buy,12.345,x,0`,
          `,quant Mutual Fund,${PAN},109830,Quant Flexi Cap Fund,2024-02-10,sip,100,1,100`,
        ),
      ),
    );
    expect(issues).toEqual([
      'line 3: scheme_code "abc" is not an AMFI scheme code',
      'line 3: date "2024-02-30" is not a date (YYYY-MM-DD or DD-MM-YYYY)',
      expect.stringMatching(/^line 3: type "buy" is not one of purchase, sip, /),
      'line 3: amount "12.345" is not an amount in rupees (at most 2 decimals)',
      'line 3: units "x" is not a number of units',
      'line 3: nav "0" is not a positive number',
      'line 4: folio_no is empty',
    ]);
  });

  it('names the missing columns of the header', () => {
    expect(issuesOf(() => parseCasCsv('folio_no,amc,pan\nF1,X,ABCPE1234F'))).toEqual([
      'line 1: the header row lacks scheme_code, scheme_name, txn_date, txn_type, amount, units, nav (expected folio_no, amc, pan, scheme_code, scheme_name, txn_date, txn_type, amount, units, nav)',
    ]);
  });

  it('refuses a row with too few fields, a bad PAN and a mix of PANs', () => {
    expect(issuesOf(() => parseCasCsv(csv(BUY, 'F1,quant Mutual Fund,ABCPE1234F')))[0]).toBe(
      'line 3: 3 fields where the header has 10',
    );
    expect(issuesOf(() => parseCasCsv(csv(BUY.replace(PAN, 'NOTAPAN'))))).toEqual([
      'line 2: pan "NOTAPAN" is not a PAN',
    ]);
    expect(issuesOf(() => parseCasCsv(csv(BUY, BUY.replace(PAN, 'ZZZPE9999F'))))).toEqual([
      "the statement mixes 2 PANs; a CAS is one investor's",
    ]);
  });

  it('refuses a sale of more units than the statement bought', () => {
    const oversell = `F1,quant Mutual Fund,${PAN},109830,Quant Flexi Cap Fund,2024-03-01,redemption,2000,20,100`;
    expect(issuesOf(() => parseCasCsv(csv(BUY, oversell)))).toEqual([
      'folio F1, scheme 109830: redemption on 2024-03-01 of 20.0000 units exceeds the 10.0000 units held',
    ]);
  });

  it('reports a broken quote with its line', () => {
    expect(issuesOf(() => parseCasCsv(csv(BUY, 'F1,"quant')))).toEqual([
      'line 3: a quoted field is never closed',
    ]);
  });

  it('refuses an empty statement', () => {
    expect(issuesOf(() => parseCasCsv(`${HEADER}\n`))).toEqual([
      'the statement has no transactions',
    ]);
  });
});

describe('the PAN hook and the caps', () => {
  it("rejects another investor's statement through the caller's check", () => {
    const acceptPan = jest.fn((pan: string) => pan === 'XYZPE0000A');
    expect(issuesOf(() => parseCasCsv(csv(BUY), { acceptPan }))).toEqual([
      "this statement is for the PAN ending 234F, not this investor's",
    ]);
    expect(acceptPan).toHaveBeenCalledWith(PAN);
    expect(parseCasCsv(csv(BUY), { acceptPan: () => true }).counts.transactions).toBe(1);
  });

  it('refuses a file over the size cap and a statement over the row cap', () => {
    expect(issuesOf(() => parseCas(csv(BUY), { maxBytes: 100 }))).toEqual([
      expect.stringMatching(/^the file is \d+ bytes; at most 100 are accepted$/),
    ]);
    expect(issuesOf(() => parseCasCsv(csv(BUY, BUY, BUY), { maxTransactions: 2 }))).toEqual([
      'the statement has 3 transactions; at most 2 are accepted',
    ]);
  });
});

describe('parseCasJson', () => {
  it('says where JSON syntax breaks, with the line where the runtime gives a place', () => {
    // Node 20's message quotes the text around the error; Node 22 adds a position, which becomes a line.
    const [issue] = issuesOf(() => parseCasJson('{\n  "pan": "ABCPE1234F",\n  "folios": [,]\n}'));
    expect(issue).toMatch(/^(line 3: )?not valid JSON \(Unexpected token/);
    // An unquoted key: V8 gives a character position on every supported Node.
    expect(issuesOf(() => parseCasJson('{\n  "pan": "ABCPE1234F",\n  folios: []\n}'))).toEqual([
      expect.stringMatching(/^line 3: not valid JSON \(Expected double-quoted property name/),
    ]);
  });

  it('names the path of a wrong shape or a bad field', () => {
    const doc = oneTxnDoc({ date: '2024-01-01', type: 'sip', amount: 'ten', units: 1, nav: 10 });
    doc.folios.push({ folio_no: 'F2', amc: 'A', schemes: 'none' }, 'folio');
    expect(issuesOf(() => parseCasJson(JSON.stringify(doc)))).toEqual([
      'folios[1].schemes: should be a list',
      'folios[2]: should be an object {folio_no, amc, schemes}',
    ]);
    doc.folios.splice(1, 2);
    expect(issuesOf(() => parseCasJson(JSON.stringify(doc)))).toEqual([
      'folios[0].schemes[0].transactions[0]: amount "ten" is not an amount in rupees (at most 2 decimals)',
    ]);
  });

  it('takes numbers as well as strings for amounts, units and NAVs', () => {
    const doc = oneTxnDoc(
      { date: '2024-01-01', type: 'sip', amount: 500, units: 5.5, nav: 90.9091 },
      PAN.toLowerCase(),
    );
    const statement = parseCasJson(JSON.stringify(doc));
    expect(statement.pan).toBe(PAN);
    expect(statement.folios[0].schemes[0].transactions[0]).toMatchObject({
      amountPaise: 50_000,
      units: '5.5000',
      nav: '90.9091',
    });
  });
});

describe('foldStampDuty', () => {
  it('puts each stamp duty row on its purchase, leaving the lots as they were', () => {
    const flexi = parseCas(fixture('cas-sample.csv')).folios[0].schemes[1];
    const folded = foldStampDuty(flexi.transactions);
    expect(folded.map((t) => t.type)).toEqual([
      ...Array(12).fill('sip'),
      'switch_out',
      'redemption',
    ]);
    expect(folded[0]).toMatchObject({
      date: '2023-01-10',
      amountPaise: 499_975,
      stampDutyPaise: 25,
    });
    expect(buildLots(folded)).toEqual(buildLots(flexi.transactions));
  });
});
