export { ContractOrdersScreen as default } from '@/features/lever/screens/ContractOrdersScreen'
