/** What other features and the pages use of the user: the profile, its keys, codes, uploads and labels. */
export { getUserInfo } from './api/getUserInfo'
export { uploadImage } from './api/upload'
export { userKeys } from './keys'
export { avatarUrl } from './profile'
export { useSendCode } from './mutations'
export { useUserInfo } from './queries'
export { realLevelKey } from './realLevel'
