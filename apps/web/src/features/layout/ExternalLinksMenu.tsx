import { ActionIcon, Menu } from '@mantine/core';
import { IconBrandWhatsapp, IconBulb, IconHelpCircle, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useExternalLinks } from '../../api/links.ts';
import { DeferredMenu } from '../../components/DeferredMenu.tsx';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { usePhoneScreen } from './usePhoneScreen.ts';

/** Help videos, community and suggestions (and, on phones, the contact chat), opened in a new tab. */
export const ExternalLinksMenu = memo(function ExternalLinksMenu() {
  const { t } = useTranslation();
  const links = useExternalLinks().data;
  const phone = usePhoneScreen();
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <HoverTooltip label={t('nav.help')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.help')} data-testid="external-menu">
            <IconHelpCircle size={20} />
          </ActionIcon>
        </HoverTooltip>
      }
    >
      <Menu.Item component="a" href={links?.help ?? '#'} target="_blank" rel="noopener noreferrer" leftSection={<IconVideo size={16} />}>
        {t('nav.help-videos')}
      </Menu.Item>
      <Menu.Item component="a" href={links?.community ?? '#'} target="_blank" rel="noopener noreferrer" leftSection={<IconUsersGroup size={16} />}>
        {t('nav.community')}
      </Menu.Item>
      <Menu.Item component="a" href={links?.suggestions ?? '#'} target="_blank" rel="noopener noreferrer" leftSection={<IconBulb size={16} />}>
        {t('nav.suggestions')}
      </Menu.Item>
      {phone && links?.contact ? (
        <Menu.Item component="a" href={links.contact} target="_blank" rel="noopener noreferrer" leftSection={<IconBrandWhatsapp size={16} />} data-testid="contact-menu-item">
          {t('nav.contact')}
        </Menu.Item>
      ) : null}
    </DeferredMenu>
  );
});
