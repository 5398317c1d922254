/** What the app and other features use of the common data: site configuration and display currencies. */
export { FiatEstimate } from './components/FiatEstimate'
export { fiatChoices, useFiat, useFiatRates } from './fiat'
export { useSiteConfigSync } from './queries'
export type { FiatRate } from './types'
