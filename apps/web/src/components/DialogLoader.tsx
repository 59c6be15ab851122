import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A dialog's place while its code arrives on its first opening: the dimmed screen a modal shows,
 * with a loader. Plain boxes, so a page holding it does not load the modal's code up front.
 */
export function DialogLoader() {
  const { t } = useTranslation();
  return (
    <Center pos="fixed" inset={0} bg="rgba(0, 0, 0, 0.45)" style={{ zIndex: 300 }} role="status" aria-label={t('general.loading')} data-testid="dialog-loader">
      <Loader color="white" />
    </Center>
  );
}
