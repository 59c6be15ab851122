import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-area loader shown while a lazy page's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-label={t('general.loading')}>
      <Loader />
    </Center>
  );
}
