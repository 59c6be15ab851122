import { useMediaQuery } from '@mantine/hooks';

/** A phone held either way: narrower than Mantine's `sm` (48em) or shorter than 500 px. */
export function usePhoneScreen(): boolean {
  return useMediaQuery('(max-width: 48em), (max-height: 500px)', false, { getInitialValueInEffect: false }) ?? false;
}
