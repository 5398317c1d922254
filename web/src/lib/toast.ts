import { Toast } from 'antd-mobile'

export const TOAST_DURATION = 1500

export interface Toaster {
  show: (message: string) => void
  success: (message: string) => void
  loading: (message: string) => void
  clear: () => void
}

export const toast: Toaster = {
  show: (message) => {
    Toast.show({ content: message, duration: TOAST_DURATION })
  },
  success: (message) => {
    Toast.show({ icon: 'success', content: message, duration: TOAST_DURATION })
  },
  loading: (message) => {
    Toast.show({ icon: 'loading', content: message, duration: 0 })
  },
  clear: () => Toast.clear(),
}
