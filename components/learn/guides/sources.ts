// Sources the learning pages cite, each with the document's own date or the month we read it. One list, so
// that a link that moves is fixed once.
import type { SourceRef } from '../Sources';

const READ = 'read November 2026';

export const SRC = {
  nismMfd: {
    name: 'NISM, NISM-Series-V-A: Mutual Fund Distributors Certification Examination (assessment structure and test details)',
    url: 'https://www.nism.ac.in/mutual-fund-distributors/',
    date: `examination as revised with effect from 14-Aug-2018; ${READ}`,
  },
  nismObjectives: {
    name: 'NISM, NISM-Series-V-A test objectives',
    url: 'https://www.nism.ac.in/certification/index.php/test-objectives-mfd',
    date: 'with effect from 31-Mar-2020',
  },
  nismWorkbook: {
    name: 'NISM, Workbook for NISM-Series-V-A: Mutual Fund Distributors Certification Examination',
    date: 'version of August 2023, for examinations from 20-Oct-2023',
  },
  weightages: {
    name: 'Unit weightages of NISM Series V-A as reproduced by nismexams.in and ambitiousbaba.com from NISM',
    url: 'https://www.nismexams.in/Mutual-Fund-Distributors-Certification',
    date: READ,
  },
  amfiBecome: {
    name: 'AMFI, Become a Mutual Fund Distributor',
    url: 'https://www.amfiindia.com/distributor-corner/become-mutual-fund-distributor',
    date: READ,
  },
  amfiImportant: {
    name: 'AMFI, Important Information for Mutual Fund Distributors',
    url: 'https://www.amfiindia.com/distributor-corner/ImportantInformation_Distributors',
    date: READ,
  },
  amfiRenewal: {
    name: 'AMFI, Renewal of ARN/EUIN',
    url: 'https://portal.amfiindia.com/showhtml.aspx?page=renew_arn',
    date: READ,
  },
  kyd: {
    name: 'HDFC Mutual Fund, Know Your Distributor norms (summary of AMFI circular 35P/MEM-COR/13/10-11)',
    url: 'https://www.hdfcfund.com/information/know-your-distributor-norms',
    date: 'AMFI circular of 27-Aug-2010, KYD from 01-Sep-2010',
  },
  sebiEuin: {
    name: 'SEBI circular CIR/IMD/DF/21/2012 (EUIN and direct plans)',
    date: '13-Sep-2012',
  },
  euinFaq: {
    name: 'PPFAS Mutual Fund, FAQs on the Employee Unique Identification Number (EUIN)',
    url: 'https://amc.ppfas.com/faqs/euin/index.php',
    date: READ,
  },
  sundaramEuin: {
    name: 'Sundaram Mutual Fund, Distributor FAQs (EUIN)',
    url: 'https://sundarammutual.com/DistributorFAQs',
    date: READ,
  },
  sebiTrail: {
    name: 'SEBI circular on total expense ratio and distributor commissions (full-trail model)',
    date: '22-Oct-2018',
  },
  miraeLamf: {
    name: 'Mirae Asset Financial Services, Digital Loan Against Mutual Funds FAQs',
    url: 'http://fs.miraeasset.co.in/faqs.html',
    date: READ,
  },
  kashfinLamf: {
    name: 'KashFin, Loan Against Mutual Funds FAQs',
    url: 'https://kashfin.in/static/mf-faq',
    date: READ,
  },
  rbiKfs: {
    name: 'RBI circular on Key Facts Statement (KFS) for loans and advances',
    date: '15-Apr-2024, in force from 01-Oct-2024',
  },
  sebiIa: {
    name: 'SEBI (Investment Advisers) Regulations, 2013',
    date: 'notified 21-Jan-2013, as amended',
  },
  itTransfer: {
    name: 'Income-tax Act, 1961, section 2(47) (meaning of transfer) and sections 111A, 112A',
    date: 'as amended by the Finance (No. 2) Act, 2024',
  },
} satisfies Record<string, SourceRef>;
