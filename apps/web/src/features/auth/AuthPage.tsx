import { Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconClipboardList, IconMovie, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark.tsx';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { ChangePassForm } from './ChangePassForm.tsx';
import { ForgetForm } from './ForgetForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

/** Which of the four auth screens to show. */
export type AuthMode = 'login' | 'signup' | 'forget' | 'changePass';

const FORMS: Record<AuthMode, () => React.JSX.Element> = { login: LoginForm, signup: SignupForm, forget: ForgetForm, changePass: ChangePassForm };

function Feature({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="white" color="pitch" radius="xl" size={34}>
        {icon}
      </ThemeIcon>
      <Text c="white" fw={500}>
        {text}
      </Text>
    </Group>
  );
}

/** The auth screen of /login, /signup, /password/email and /password/reset/:email/:key. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const Form = FORMS[mode];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box visibleFrom="md" p={48} style={{ background: 'linear-gradient(160deg, var(--mantine-color-pitch-8), var(--mantine-color-pitch-9) 60%, #0b3d1d)' }}>
        <Stack h="100%" justify="center" gap="xl" maw={460} mx="auto">
          <Group gap="sm">
            <BrandMark size={44} />
            <Title order={1} c="white">
              Prancheta
            </Title>
          </Group>
          <Text c="white" size="xl" fw={600} lh={1.4}>
            {t('auth.tagline')}
          </Text>
          <Stack gap="md">
            <Feature icon={<IconClipboardList size={18} />} text={t('auth.feature-trainings')} />
            <Feature icon={<IconPencil size={18} />} text={t('auth.feature-editor')} />
            <Feature icon={<IconMovie size={18} />} text={t('auth.feature-videos')} />
            <Feature icon={<IconCalendarEvent size={18} />} text={t('auth.feature-weeks')} />
          </Stack>
        </Stack>
      </Box>
      <Stack justify="center" align="center" p={{ base: 'md', sm: 'xl' }} bg="gray.0">
        <Group justify="space-between" w="100%" maw={440}>
          <Group gap={8} hiddenFrom="md">
            <BrandMark size={28} />
            <Text fw={700} size="lg">
              Prancheta
            </Text>
          </Group>
          <Box ml="auto">
            <LanguageMenu />
          </Box>
        </Group>
        <Card withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
          <Form />
        </Card>
      </Stack>
    </SimpleGrid>
  );
}
