import type { ArticleText } from './types';

/** English originals. Figures are Indian rules as they stood in 2025; each article says where they come from. */
export const ARTICLES_EN: ArticleText[] = [
  {
    slug: 'what-is-a-sip',
    category: 'mutual-funds',
    title: 'What is a SIP and how does it work?',
    summary:
      'A Systematic Investment Plan invests a fixed amount in a mutual fund every month. Here is how it works and why it suits salaried investors.',
    tags: ['sip', 'basics', 'rupee cost averaging'],
    body: [
      "<p>A Systematic Investment Plan (SIP) is an instruction to your mutual fund to take a fixed amount from your bank account on a chosen date, usually every month, and buy units of a scheme at that day's NAV. You decide the amount, the date and the scheme; the bank mandate does the rest.</p>",
      '<h2>Why people use SIPs</h2>',
      '<ul><li><strong>Discipline:</strong> the money is invested before it can be spent.</li><li><strong>Rupee cost averaging:</strong> a fixed amount buys more units when prices are low and fewer when they are high, so you do not have to time the market.</li><li><strong>Small start:</strong> many schemes accept SIPs from ₹100 to ₹500 a month.</li><li><strong>Flexibility:</strong> you can pause, stop or step up a SIP; there is no penalty for stopping, only the exit load and lock-in rules of the scheme apply to redemptions.</li></ul>',
      '<h2>An example</h2>',
      '<p>Suppose you invest ₹5,000 on the 5th of every month. If the NAV is ₹50 in January you get 100 units; if it falls to ₹40 in February you get 125 units. After two months you have 225 units for ₹10,000, an average cost of about ₹44.44 per unit, lower than the simple average of the two prices.</p>',
      '<h2>Things to check before you start</h2>',
      '<p>Pick a scheme that fits the goal and its time horizon (equity for five years or more, debt or liquid funds for shorter goals), check the exit load, and choose a SIP date a few days after your salary is credited so that the debit does not bounce.</p>',
    ],
  },
  {
    slug: 'what-is-nav',
    category: 'mutual-funds',
    title: 'NAV explained: the price of a mutual fund unit',
    summary:
      'Net Asset Value is the per-unit value of a scheme, published every business day. What it means, when it is applied, and why a high NAV is not expensive.',
    tags: ['nav', 'basics'],
    body: [
      '<p>The Net Asset Value (NAV) of a scheme is the market value of everything it owns, minus its liabilities and expenses, divided by the number of units outstanding. Fund houses calculate it at the end of every business day and AMFI publishes all NAVs on its website the same evening.</p>',
      '<h2>Which NAV will I get?</h2>',
      "<p>SEBI's cut-off rules decide it. For most schemes, if your money reaches the fund before 3:00 pm on a business day you get that day's NAV; otherwise the next business day's. Liquid and overnight funds have a 1:30 pm cut-off. An order placed on a holiday is processed at the next business day's NAV.</p>",
      '<h2>A high NAV is not "expensive"</h2>',
      '<p>A scheme with a NAV of ₹500 is not dearer than one at ₹15. The NAV only reflects how much the portfolio has grown since launch. What matters is how the portfolio will grow from here: a 10% rise increases ₹10,000 by ₹1,000 whatever the starting NAV.</p>',
      '<h2>NAV and your returns</h2>',
      '<p>Your units × the latest NAV is the current value of your holding. Growth options keep all gains inside the NAV; IDCW options pay out part of the gains, and the NAV drops by the amount paid.</p>',
    ],
  },
  {
    slug: 'expense-ratio',
    category: 'mutual-funds',
    title: 'Expense ratio: what you pay to own a fund',
    summary:
      'The total expense ratio is deducted from the scheme every day. How it works, how SEBI limits it, and how direct and regular plans differ.',
    tags: ['expense ratio', 'ter', 'costs'],
    body: [
      "<p>Every mutual fund scheme pays for fund management, registrar services, custody, audit and distribution. The total of these costs, as a percentage of the scheme's average assets per year, is the Total Expense Ratio (TER). It is not billed to you separately: a proportionate amount is taken out of the scheme every day, so the NAV you see is already net of it.</p>",
      '<h2>How much it matters</h2>',
      '<p>On ₹1,00,000 held for a year, a TER of 1.5% costs about ₹1,500 and a TER of 0.5% about ₹500. Over long periods the difference compounds, which is why cost is worth comparing between schemes that do the same job.</p>',
      '<h2>Limits and disclosure</h2>',
      '<p>SEBI caps the TER by the type and size of the scheme: larger schemes must charge lower percentages. Fund houses publish the current TER of every plan on their websites and in the monthly factsheet, and must announce increases in advance.</p>',
      '<h2>Direct and regular plans</h2>',
      "<p>Each scheme has a direct plan, bought straight from the fund house, and a regular plan, bought through a distributor such as ZF. The regular plan's TER includes the distributor's commission, so it is higher. In return you get advice on choosing and rebalancing schemes, paperwork help and service. Your Consolidated Account Statement (CAS) shows the commission paid to your distributor for every scheme you hold.</p>",
    ],
  },
  {
    slug: 'elss-tax-saving',
    category: 'tax',
    title: 'ELSS: saving tax under Section 80C with equity funds',
    summary:
      'Equity Linked Savings Schemes give a Section 80C deduction with the shortest lock-in of the 80C options. Rules, lock-in and who can claim it.',
    tags: ['elss', 'tax', '80c'],
    body: [
      '<p>An Equity Linked Savings Scheme (ELSS) is an equity mutual fund that invests mostly in shares and qualifies for a deduction under Section 80C of the Income-tax Act. Investments of up to ₹1.5 lakh a year across all 80C options (EPF, PPF, life insurance premiums, ELSS and others) can be deducted from taxable income.</p>',
      '<h2>The lock-in</h2>',
      '<p>Units of an ELSS cannot be redeemed for three years from the date they were bought. With a SIP, each instalment has its own three-year lock-in: the units bought in March 2025 become free in March 2028. Three years is the shortest lock-in among 80C options; PPF runs for fifteen years and tax-saving bank deposits for five.</p>',
      '<h2>Old and new tax regime</h2>',
      '<p>The 80C deduction is available only if you file under the old tax regime. The new regime, the default since FY 2023-24, has lower slab rates but no 80C deduction. Work out which regime leaves you better off before buying ELSS only for tax.</p>',
      '<h2>Tax on gains</h2>',
      '<p>ELSS gains are taxed like other equity funds. For sales from 23 July 2024, long-term gains above ₹1.25 lakh in a financial year are taxed at 12.5%; since ELSS units are always held for more than a year, short-term gains do not arise.</p>',
    ],
  },
  {
    slug: 'kyc-steps',
    category: 'kyc',
    title: 'Mutual fund KYC in four steps',
    summary:
      'Know Your Customer is needed once before your first investment. What documents you need and how the online process works on ZF.',
    tags: ['kyc', 'pan', 'aadhaar', 'onboarding'],
    body: [
      '<p>Before you can invest in mutual funds, SEBI requires the fund house to know who you are: this is KYC. It is done once and recorded with a KYC Registration Agency (KRA), after which every fund house can rely on it.</p>',
      '<h2>What you need</h2>',
      '<ul><li>Your PAN card (the PAN must be linked with Aadhaar).</li><li>Aadhaar for address proof, or another officially valid document.</li><li>A photograph and your signature.</li><li>A bank account in your name, for payouts.</li></ul>',
      '<h2>The four steps on ZF</h2>',
      '<ol><li><strong>Personal details:</strong> name as on PAN, date of birth, email and address.</li><li><strong>Upload documents:</strong> PAN, address proof, photo and signature, or fetch them from DigiLocker.</li><li><strong>Declarations:</strong> tax residency, politically exposed person status and nominee, then e-sign with an Aadhaar OTP.</li><li><strong>Bank details:</strong> your account is verified with a ₹1 penny-drop credit.</li></ol>',
      '<h2>After you submit</h2>',
      '<p>The KRA usually validates the record within a few working days. You can start investing as soon as your status shows as verified. If your name, address or mobile number changes later, update the KYC through a modification request rather than starting again.</p>',
    ],
  },
  {
    slug: 'how-to-read-a-factsheet',
    category: 'mutual-funds',
    title: 'How to read a mutual fund factsheet',
    summary:
      'Every fund house publishes a monthly factsheet for each scheme. The numbers that matter and what they tell you.',
    tags: ['factsheet', 'research'],
    body: [
      '<p>A factsheet is a one- or two-page summary of a scheme that fund houses publish every month. Reading it takes five minutes once you know where to look.</p>',
      '<h2>Identity of the scheme</h2>',
      '<p>The category (for example Flexi Cap or Liquid), the benchmark index, the fund managers and how long they have run the scheme, the launch date, and the riskometer, which grades risk from Low to Very High.</p>',
      '<h2>Size and cost</h2>',
      '<p>Assets under management (AUM), the expense ratio of the direct and regular plans, and the exit load. A very small scheme may be new or unpopular; a very large one in small-cap stocks may find it hard to move in and out of shares.</p>',
      '<h2>The portfolio</h2>',
      '<p>Top ten holdings and their weights, sector allocation and cash. Check that the portfolio matches what the category promises and is not concentrated in a few names.</p>',
      '<h2>Risk numbers</h2>',
      '<p>Standard deviation (how much returns swing), beta (sensitivity to the market) and the Sharpe ratio (return per unit of risk). Debt funds show yield to maturity, modified duration and credit ratings instead: a longer duration means bigger NAV moves when interest rates change.</p>',
      '<h2>Performance</h2>',
      '<p>Returns over one, three and five years next to the benchmark. Compare with the benchmark and with schemes of the same category, never across categories.</p>',
    ],
  },
  {
    slug: 'debt-vs-equity',
    category: 'personal-finance',
    title: 'Debt funds or equity funds? Matching money to goals',
    summary:
      'Equity funds grow faster over long periods but swing more; debt funds are steadier. How to split money between them by goal and time horizon.',
    tags: ['asset allocation', 'debt', 'equity'],
    body: [
      '<p>Equity funds buy shares of companies. Over periods of seven to ten years Indian equities have historically grown faster than inflation and deposits, but they can fall 20–40% in a bad year. Debt funds lend to governments and companies; their returns are closer to deposit rates and their NAVs move much less.</p>',
      '<h2>Start from the goal</h2>',
      "<ul><li>Money needed within three years (a car, a wedding, fees next year): debt, liquid or deposits.</li><li>Goals five or more years away (a house down-payment, a child's education): mostly equity, moving to debt as the date comes close.</li><li>Retirement twenty years away: a large equity share that you reduce over time.</li></ul>",
      '<h2>Tax is different too</h2>',
      '<p>Gains on debt fund units bought on or after 1 April 2023 are taxed at your income-tax slab rate whatever the holding period. Equity fund gains held more than a year are long-term and taxed at 12.5% above ₹1.25 lakh a year (for sales from 23 July 2024).</p>',
      '<h2>Rebalance once a year</h2>',
      '<p>Markets move your mix away from the plan. Once a year, check the split and move money back to your target, preferably through new investments or switches within the tax-free limit.</p>',
    ],
  },
  {
    slug: 'emergency-fund',
    category: 'personal-finance',
    title: 'Building an emergency fund before you invest',
    summary:
      'Six months of expenses kept safe and quick to reach protects your investments from forced selling. How much to keep and where.',
    tags: ['emergency fund', 'liquid funds', 'planning'],
    body: [
      '<p>An emergency fund is money set aside for a job loss, a medical bill or an urgent repair. Without one, a crisis forces you to sell investments at whatever price the market offers, or to borrow on a credit card.</p>',
      '<h2>How much</h2>',
      '<p>A common rule is six months of essential expenses: rent or EMI, food, school fees, insurance premiums and utilities. Keep more if your income is irregular or you are the only earner; three months may do if both partners have stable jobs.</p>',
      '<h2>Where to keep it</h2>',
      '<ul><li>One month in a savings account for the first few days.</li><li>The rest in a sweep-in deposit or a liquid fund. Liquid fund redemptions reach your bank the next business day, and many funds offer instant redemption of up to ₹50,000 or 90% of the holding, whichever is lower, per day.</li></ul>',
      '<h2>What not to do</h2>',
      '<p>Do not keep emergency money in equity funds, ELSS (locked in for three years) or long fixed deposits with penalties for early withdrawal. Refill the fund as soon as you use it, before resuming other investments.</p>',
    ],
  },
];
