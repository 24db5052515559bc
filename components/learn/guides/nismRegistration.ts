import type { Guide } from '../guide/types';
import { SRC } from './sources';

export const NISM_REGISTRATION: Guide = {
  path: '/m/nism-exam-registration',
  title: 'How to register for the NISM Series V-A exam | ZF',
  description:
    'Step by step: creating your NISM account, enrolling for the Series V-A exam, choosing a centre and slot, what to carry on the day and what happens after you pass.',
  heading: 'Registering for the NISM Series V-A exam',
  crumb: 'NISM exam registration',
  lead: 'NISM runs enrolment online. Here is the order of things, from account to certificate.',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'Before you start',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Your PAN: NISM links the certificate to it, and you will need both the PAN and the certificate again when you apply for an ARN.',
            'A recent photograph and a scan of your PAN card in the formats the NISM portal asks for.',
            'An e-mail address and mobile number you will keep: results and certificates are sent there.',
            'A way to pay the fee online.',
          ],
        },
      ],
    },
    {
      heading: 'Steps',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Open the NISM certification portal from nism.ac.in and create a candidate account with your details exactly as they appear on your PAN.',
            'Wait for the account to be verified, then log in.',
            'Choose "NISM-Series-V-A: Mutual Fund Distributors Certification Examination" for enrolment.',
            'Pick a test centre, a date and a time slot. Popular centres fill up near month ends, so book a little ahead.',
            'Pay the fee (₹1,500 plus charges as listed by NISM) and keep the confirmation.',
            'On the day, reach the centre early with the ID proof NISM asks for. The test is on a computer.',
            'You see your score when you finish. If you pass, NISM issues the certificate, valid for three years.',
          ],
        },
        {
          kind: 'note',
          text: 'NISM changes its portal and fees from time to time; follow the instructions on nism.ac.in where they differ from these steps.',
        },
      ],
    },
    {
      heading: 'After you pass',
      blocks: [
        {
          kind: 'p',
          text: 'The certificate alone does not let you sell mutual funds. Next you complete Know Your Distributor (KYD) and register with AMFI for an AMFI Registration Number (ARN). Individuals also get an EUIN. Then you sign up (empanel) with the fund houses whose schemes you want to offer.',
        },
        {
          kind: 'links',
          links: [
            { label: 'How to get an ARN', href: '/m/how-to-get-arn' },
            { label: 'What is an EUIN', href: '/m/what-is-euin' },
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: 'Can I take the NISM Series V-A exam online from home?',
      a: 'NISM conducts Series V-A as a computer-based test at its test centres. Check nism.ac.in for the modes currently offered.',
    },
    {
      q: 'What happens if I fail?',
      a: 'You can enrol again and pay the fee again. Use the score report to see which units to revise, and practise with timed mock tests.',
    },
    {
      q: 'Do I need a PAN to take the exam?',
      a: 'Yes. NISM links the certificate to your PAN, and the ARN application asks for both.',
    },
  ],
  sources: [SRC.nismMfd, SRC.amfiImportant],
  related: [
    { label: 'NISM V-A syllabus and exam pattern', href: '/m/nism-v-a-syllabus' },
    { label: 'NISM Series V-A mock tests', href: '/m/nism-series-v-a-mock-test' },
    { label: 'Become a ZF Expert', href: '/mutual-fund-distributor' },
  ],
  cta: 'mock-test',
};
