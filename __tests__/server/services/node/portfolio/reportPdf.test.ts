/**
 * @jest-environment node
 */
// The transaction and capital-gains PDFs say when they were made in Indian time, as the investor reads it, not UTC.
import { pdfStatement } from '@/server/services/node/portfolio/report.pdf';
import { pdfText } from '../../../../support/pdfText';

describe('a PDF statement', () => {
  it('prints the time it was generated in IST (DD/MM/YYYY, 24-hour), never UTC', async () => {
    const table = { title: 'Transactions', investor: 'Asha Verma', period: '01/04/2026 to 24/11/2026', columns: [{ label: 'Date', width: 80 }], rows: [], totals: [] };
    // 20:15 UTC on the 24th is 01:45 on the 25th in India.
    const text = pdfText(await pdfStatement(table, new Date('2026-11-24T20:15:00Z')));
    expect(text).toContain('Generated: 25/11/2026, 01:45 IST');
    expect(text).not.toContain('UTC');
  });
});
