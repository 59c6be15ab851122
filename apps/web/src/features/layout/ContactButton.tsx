import { ActionIcon, Affix } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExternalLinks } from '../../api/links.ts';
import { usePhoneScreen } from './usePhoneScreen.ts';

/**
 * The floating contact button (bottom-right) opening the messaging chat. Phones get the contact in
 * the help menu instead: there a floating button would cover form fields and table columns.
 */
export function ContactButton() {
  const { t } = useTranslation();
  const contact = useExternalLinks().data?.contact;
  const phone = usePhoneScreen();
  if (!contact || phone) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <HoverTooltip label={t('nav.contact')} position="left">
        <ActionIcon
          component="a"
          href={contact}
          target="_blank"
          rel="noopener noreferrer"
          size={56}
          radius="xl"
          color="#25d366"
          variant="filled"
          aria-label={t('nav.contact')}
          data-testid="contact-button"
          style={{ boxShadow: '0 6px 18px rgba(0,0,0,.25)' }}
        >
          <IconBrandWhatsapp size={30} />
        </ActionIcon>
      </HoverTooltip>
    </Affix>
  );
}
