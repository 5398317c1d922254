export { useSiteConfigSync } from './queries'
