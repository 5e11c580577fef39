/** Query keys of the dollar-rate screen. */
export const dollarRateKeys = {
  all: ['admin', 'dollar-rate'] as const,
  current: () => [...dollarRateKeys.all, 'current'] as const,
  available: () => [...dollarRateKeys.all, 'available'] as const,
  history: () => [...dollarRateKeys.all, 'history'] as const,
};
