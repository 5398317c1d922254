/** Every private query lives under `user`, so logging out drops it and message pushes refresh it. */
export const userKeys = {
  all: ['user'] as const,
  info: ['user', 'info'] as const,
  real: ['user', 'real'] as const,
}
