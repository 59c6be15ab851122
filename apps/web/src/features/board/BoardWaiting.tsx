import { Box, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOARD_FRAME } from './boardFrame.ts';

/**
 * The board's frame with a loader, while the board's code arrives: the same dark screen from the
 * loader to the board, never a light page between them.
 */
export function BoardWaiting() {
  const { t } = useTranslation();
  return (
    <Box style={{ ...BOARD_FRAME, alignItems: 'center', justifyContent: 'center' }} role="status" aria-label={t('general.loading')}>
      <Loader color="gray.3" />
    </Box>
  );
}
