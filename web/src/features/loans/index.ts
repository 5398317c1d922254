/** What the pages use of loans besides its screens: the loan contacts the contact page lists. */
export { LoanOfficers } from './components/LoanOfficers'
