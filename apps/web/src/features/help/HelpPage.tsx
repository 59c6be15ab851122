import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useExternalLinks } from '../../api/links.ts';
import { PageLoader } from '../../components/PageLoader.tsx';

/** /help: opens the help videos in a new tab, then goes back (or home when there is no history). */
export default function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useExternalLinks();
  const done = useRef(false);
  useEffect(() => {
    if (!links.data || done.current) return;
    done.current = true;
    const opened = window.open(links.data.help, '_blank');
    if (opened) opened.opener = null;
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [links.data, navigate]);
  return (
    <Stack align="center">
      <PageLoader />
      {links.data ? (
        <Text size="sm">
          <Anchor href={links.data.help} target="_blank" rel="noopener noreferrer">
            {t('nav.help-videos')}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
