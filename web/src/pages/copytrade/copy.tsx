export { LeaderboardScreen as default } from '@/features/copytrade/screens/LeaderboardScreen'
