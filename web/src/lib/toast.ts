import type { Toast as AntdToast } from 'antd-mobile'

export const TOAST_DURATION = 1500

export interface Toaster {
  show: (message: string) => void
  success: (message: string) => void
  loading: (message: string) => void
  clear: () => void
}

type ToastApi = typeof AntdToast

/**
 * antd-mobile's Toast with its mask and animation library (react-spring), downloaded the first time a toast shows
 * rather than by every page at start: the request layer that toasts errors is on every page. The calls run in the
 * order they were made, each once the code is in.
 */
let toastApi: Promise<ToastApi> | null = null

function withToast(use: (toast: ToastApi) => void): void {
  toastApi ??= import('antd-mobile/es/components/toast').then(({ default: loaded }) => loaded)
  toastApi.then(use, () => {
    // A failed download is tried again by the next toast.
    toastApi = null
  })
}

export const toast: Toaster = {
  show: (message) => {
    withToast((Toast) => Toast.show({ content: message, duration: TOAST_DURATION }))
  },
  success: (message) => {
    withToast((Toast) => Toast.show({ icon: 'success', content: message, duration: TOAST_DURATION }))
  },
  loading: (message) => {
    withToast((Toast) => Toast.show({ icon: 'loading', content: message, duration: 0 }))
  },
  clear: () => {
    // Nothing was ever shown when the code was never asked for.
    if (toastApi) withToast((Toast) => Toast.clear())
  },
}
