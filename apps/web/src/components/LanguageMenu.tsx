import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@prancheta/shared/limits.ts';
import { storedLanguage, switchLanguage } from '../i18n/i18n.ts';
import { DeferredMenu } from './DeferredMenu.tsx';

/** Language switch (pt-br, es-es, en-us): stores the choice and reloads the page. Memoised: it has no props, its bar re-renders without it. */
export const LanguageMenu = memo(function LanguageMenu() {
  const { t } = useTranslation();
  const current = storedLanguage();
  // The visible code is part of the accessible name (voice control users say what they see).
  const code = current.slice(0, 2).toUpperCase();
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <Button variant="subtle" color="gray" leftSection={<IconLanguage size={18} />} aria-label={`${t('nav.language')}: ${code}`} data-testid="language-menu">
          {code}
        </Button>
      }
    >
      <Menu.Label>{t('nav.language')}</Menu.Label>
      {LANGUAGES.map((lang) => (
        <Menu.Item key={lang} onClick={() => lang !== current && switchLanguage(lang)} rightSection={lang === current ? <IconCheck size={14} /> : null} data-lang={lang}>
          {t(`languages.${lang}`)}
        </Menu.Item>
      ))}
    </DeferredMenu>
  );
});
