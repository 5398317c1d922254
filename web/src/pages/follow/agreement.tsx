export { AgreementScreen as default } from '@/features/copytrade/screens/AgreementScreen'
