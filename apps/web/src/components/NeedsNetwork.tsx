import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';

/** The calm state a screen shows in place of its content when its data is not on this device offline (see screenOffline.ts). */
export function NeedsNetwork() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="needs-network">
      <EmptyState icon={<IconCloudOff size={28} />} title={t('pwa.needs-network-title')} hint={t('pwa.needs-network')} />
    </div>
  );
}
