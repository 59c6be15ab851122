import { Box, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLiveCode, LIVE_CODE_LENGTH } from '@prancheta/shared';

/**
 * /ao-vivo: the short page typed on a TV's browser. The code opens /ao-vivo/<code> as a full page
 * load, so an unknown or ended code gets the server's "link unavailable" page like any dead link.
 */
export default function LiveJoinPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${t('live.join-title')} · Prancheta`;
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!isLiveCode(value)) {
      setError(t('live.code-invalid'));
      return;
    }
    window.location.assign(`/ao-vivo/${value}`);
  };

  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#0d1a12', padding: 16 }}>
      <Paper radius="lg" p="xl" w="100%" maw={440} shadow="xl">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <IconBroadcast color="#e03131" /> {t('live.join-title')}
            </Title>
            <Text c="dimmed">{t('live.join-hint')}</Text>
            <TextInput
              label={t('live.join-code')}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value.toUpperCase());
                setError(null);
              }}
              error={error}
              maxLength={LIVE_CODE_LENGTH}
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              size="xl"
              styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.3em', textAlign: 'center', fontWeight: 700 } }}
              data-testid="live-code-input"
            />
            <Button type="submit" size="lg" color="red" data-testid="live-join">
              {t('live.join')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
