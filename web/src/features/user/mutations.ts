import { useMutation, useQueryClient } from '@tanstack/react-query'
import { compressImage } from '@/lib/compress'
import { toast } from '@/lib/toast'
import { bindEmail } from './api/bindEmail'
import { bindMobile } from './api/bindMobile'
import { editNickname } from './api/editNickname'
import { sendCode, type SendCodeParams } from './api/sendCode'
import { sendMobileCode } from './api/sendMobileCode'
import { setPayPassword, type PayPasswordParams } from './api/setPayPassword'
import { submitReal, type RealSubmission } from './api/submitReal'
import { uploadImage } from './api/upload'
import { uploadHeadPortrait } from './api/uploadHeadPortrait'
import { userKeys } from './keys'

/** Loads the profile again after a change to it. */
function useProfileChanged() {
  const client = useQueryClient()
  return (text: string) => {
    toast.success(text)
    void client.invalidateQueries({ queryKey: userKeys.info })
  }
}

/** Sends a 6-digit code by e-mail or SMS (sign-up, reset, password and pay password changes, e-mail binding). */
export function useSendCode() {
  return useMutation({ mutationFn: (params: SendCodeParams) => sendCode(params) })
}

/** Sends the code that binds a mobile number. */
export function useSendMobileCode() {
  return useMutation({ mutationFn: (params: { area_code: string; mobile: string }) => sendMobileCode(params) })
}

/** Files a verification level; the server's text is shown. */
export function useSubmitReal() {
  return useMutation({
    mutationFn: (params: RealSubmission) => submitReal(params),
    onSuccess: (text) => toast.success(text),
  })
}

/** Saves the nickname and signature. */
export function useEditProfile() {
  const changed = useProfileChanged()
  return useMutation({
    mutationFn: (params: { nickname: string; signature?: string }) => editNickname(params),
    onSuccess: changed,
  })
}

/** Sets the avatar: an own upload path or a built-in avatar name. */
export function useSaveAvatar() {
  const changed = useProfileChanged()
  return useMutation({ mutationFn: (value: string) => uploadHeadPortrait(value), onSuccess: changed })
}

/** Sets a picture from the album as the avatar: compressed, uploaded, then set. */
export function useUploadAvatar() {
  const changed = useProfileChanged()
  return useMutation({
    mutationFn: async (file: File) => uploadHeadPortrait(await uploadImage(await compressImage(file), 'avatar.jpg')),
    onSuccess: changed,
  })
}

/** Sets or resets the pay password. */
export function useSetPayPassword() {
  const changed = useProfileChanged()
  return useMutation({ mutationFn: (params: PayPasswordParams) => setPayPassword(params), onSuccess: changed })
}

/** Binds an e-mail with its code; the server's text is shown. */
export function useBindEmail() {
  return useMutation({
    mutationFn: (params: { email: string; code: string }) => bindEmail(params),
    onSuccess: (text) => toast.success(text),
  })
}

/** Binds a mobile number with its code; the server's text is shown. */
export function useBindMobile() {
  return useMutation({
    mutationFn: (params: { mobile: string; code: string; area_code: string }) => bindMobile(params),
    onSuccess: (text) => toast.success(text),
  })
}
