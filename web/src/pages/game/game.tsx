export { GameScreen as default } from '@/features/quiz/screens/GameScreen'
