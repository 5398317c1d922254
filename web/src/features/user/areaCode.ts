import { create } from 'zustand'
import { DEFAULT_AREA_CODE } from '@/lib/areaCodes'

interface AreaCodeState {
  code: string
  setCode: (code: string) => void
}

/** The dialling code chosen on the areas screen, read by the screen that opened it. */
export const useAreaCode = create<AreaCodeState>()((set) => ({
  code: DEFAULT_AREA_CODE,
  setCode: (code) => set({ code }),
}))
