import { useMediaQuery, type Theme } from '@mui/material';

/**
 * True on a phone-sized screen, where a list shows one SimpleList line per record instead of a
 * table that would not fit.
 */
export function usePhone() {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
