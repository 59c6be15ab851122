import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The heading shared by the drawing and video editors: back link, title, sport and object count, unsaved badge. */
export function EditorHeading(props: { back: { to: string; label: string }; title: string; sportName: string; objectCount: number; unsaved: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <Button component={Link} to={props.back.to} variant="subtle" leftSection={<IconChevronLeft size={18} />} data-testid="editor-back" style={{ flexShrink: 0 }}>
        {props.back.label}
      </Button>
      <Stack gap={0}>
        <Title order={3}>{props.title}</Title>
        <Text size="xs" c="dimmed">
          {props.sportName} · {t('editor.object-count', { count: props.objectCount })}
        </Text>
      </Stack>
      {props.unsaved ? (
        <Badge variant="light" color="orange" data-testid="unsaved-badge">
          {t('editor.unsaved')}
        </Badge>
      ) : null}
    </Group>
  );
}
