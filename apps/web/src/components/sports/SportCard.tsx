import { Card, Image, Text, UnstyledButton } from '@mantine/core';
import type { SportSummary } from '@prancheta/shared';
import { elementUrl } from '../../api/sports.ts';

/** A large, touch-friendly card for one sport. */
export function SportCard({ sport, onPick }: { sport: SportSummary; onPick: (sport: SportSummary) => void }) {
  return (
    <UnstyledButton onClick={() => onPick(sport)} data-testid={`sport-${sport.id}`} aria-label={sport.name} style={{ display: 'block' }}>
      <Card withBorder shadow="sm" padding="lg" radius="lg" style={{ textAlign: 'center', height: '100%' }}>
        {sport.icon ? <Image src={elementUrl(sport.icon)} alt="" h={96} fit="contain" mb="sm" /> : null}
        <Text fw={700} size="lg">
          {sport.name}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
