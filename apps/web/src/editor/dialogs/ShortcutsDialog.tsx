import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTIONS } from '../actions/registry.ts';

/** Lists every registered action with its keys (generated from the registry, so it never drifts). */
export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} size="lg" data-testid="shortcuts-dialog">
      <Table striped verticalSpacing={6}>
        <Table.Tbody>
          {ACTIONS.filter((a) => a.keys).map((a) => (
            <Table.Tr key={a.name}>
              <Table.Td>
                <Text size="sm">{t(a.labelKey)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {a.keys!.map((k, i) => (
                    <Kbd key={i}>{k}</Kbd>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>
              <Text size="sm">{t('shortcuts.shift-click')}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end">
                <Kbd>Shift</Kbd>
                <Text size="sm">+ {t('shortcuts.click')}</Text>
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>
              <Text size="sm">{t('shortcuts.help')}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end">
                <Kbd>?</Kbd>
              </Group>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
