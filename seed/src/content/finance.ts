import type { SeedCategory } from './types.js';

export const finance: SeedCategory = {
  id: 'personal-finance',
  subject: 'Personal Finance',
  author: 'emeka',
  questions: [
    {
      author: 'freya',
      tags: ['savings', 'budgeting'],
      text: 'How big should an emergency fund be?',
      answers: [
        {
          author: 'emeka',
          text: 'The usual guideline is three to six months of essential expenses (rent, food, utilities, insurance, minimum debt payments), not of income. Aim higher if your income is irregular or you are the only earner.',
        },
        {
          author: 'alice',
          text: 'Keep it in an instant-access savings account, separate from your everyday account so you are not tempted to spend it.',
        },
      ],
    },
    {
      author: 'alice',
      tags: ['student-loans', 'investing'],
      text: 'Should I pay off my student loan early or invest the money?',
      answers: [
        {
          author: 'bruno',
          text: 'Compare the loan interest rate with what you can realistically expect from investing after tax. A 2% loan is cheap money; a 7% loan is a guaranteed 7% return when you pay it down.',
        },
        {
          author: 'dalia',
          text: 'Check the loan terms too: some student loans are written off after a number of years or depend on income, which can make early repayment a bad deal.',
        },
      ],
    },
    {
      author: 'bruno',
      tags: ['investing', 'index-funds'],
      text: 'What is an index fund and why do people recommend them for beginners?',
      answers: [
        {
          author: 'chen',
          text: 'An index fund buys all the companies in an index, such as a world stock index, in proportion to their size. You get wide diversification in one product with very low fees, and you do not have to pick winners.',
        },
        {
          author: 'emeka',
          text: 'Fees matter more than people think: 1% a year versus 0.2% a year is a large difference after thirty years of compounding.',
        },
      ],
    },
    {
      author: 'chen',
      tags: ['budgeting'],
      text: 'How do I stick to a budget when my income changes every month?',
      answers: [
        {
          author: 'freya',
          text: 'Budget from your lowest typical month. In good months, move the extra into a buffer account, and pay yourself a steady "salary" from it.',
        },
        {
          author: 'alice',
          text: 'Track spending for two months before setting limits. Budgets built on guesses break in the first week.',
        },
      ],
    },
    {
      author: 'dalia',
      tags: ['housing', 'mortgages'],
      text: 'Is it better to rent or buy a home?',
      answers: [
        {
          author: 'bruno',
          text: 'It depends on how long you will stay. Buying has large one-off costs (taxes, fees, moving), so it usually only pays off after five years or more in the same place.',
        },
        {
          author: 'emeka',
          text: 'Compare the full costs: mortgage interest, maintenance (budget about 1% of the price a year), insurance and property tax, against rent plus what the deposit would earn if invested.',
        },
      ],
    },
    {
      author: 'emeka',
      tags: ['scams', 'investing'],
      text: 'How can I check if an investment offer is a scam?',
      answers: [
        {
          author: 'dalia',
          text: "Warning signs: guaranteed high returns, pressure to decide quickly, payment in crypto or gift cards, and contact that started on social media. Look the firm up in your financial regulator's register.",
        },
        {
          author: 'chen',
          text: 'If they cannot explain clearly how the money is made, do not invest. Real investments come with documents and risk warnings.',
        },
      ],
    },
    {
      // Math (KaTeX): inline and displayed formulas, and an escaped dollar sign.
      author: 'freya',
      tags: ['savings', 'investing'],
      text: [
        'How much does compounding monthly instead of yearly add to my savings?',
        '',
        'If I save $P$ at an annual rate $r$, compounded $n$ times a year, I understand the balance after $t$ years is',
        '',
        '$$',
        'A = P\\left(1 + \\frac{r}{n}\\right)^{nt}',
        '$$',
        '',
        'Is the difference between $n = 1$ and $n = 12$ worth choosing an account for?',
      ].join('\n'),
      answers: [
        {
          author: 'emeka',
          text: 'Less than you might think. With \\$1,000 at $r = 5\\%$ for 10 years, yearly compounding gives $1000 \\cdot 1.05^{10} \\approx 1628.89$ and monthly gives $1000\\left(1 + \\frac{0.05}{12}\\right)^{120} \\approx 1647.01$. Even continuous compounding, $A = Pe^{rt}$, only reaches about 1648.72. The rate itself matters far more than how often it compounds.',
        },
      ],
    },
  ],
};
