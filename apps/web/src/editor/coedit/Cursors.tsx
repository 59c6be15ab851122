import { Box, Text } from '@mantine/core';
import { LIMITS } from '@prancheta/shared';
import type { Peer } from './useCoedit.ts';

/** The others' cursors over the canvas, each with its owner's name (positions in % of the field). */
export function Cursors({ peers }: { peers: Peer[] }) {
  return (
    <Box style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' }} aria-hidden>
      {peers.map((p) =>
        p.cursor ? (
          <Box
            key={p.clientId}
            data-testid="coedit-cursor"
            style={{
              position: 'absolute',
              left: `${(p.cursor.x / LIMITS.canvas.width) * 100}%`,
              top: `${(p.cursor.y / LIMITS.canvas.height) * 100}%`,
              transition: 'left 80ms linear, top 80ms linear',
            }}
          >
            <svg width="14" height="18" viewBox="0 0 14 18" style={{ display: 'block' }}>
              <path d="M0 0 L14 10 L7 11 L4 18 Z" fill={p.color} stroke="#fff" strokeWidth="1" />
            </svg>
            <Text size="xs" fw={600} c="white" px={6} py={1} style={{ background: p.color, borderRadius: 4, whiteSpace: 'nowrap', lineHeight: 1.4, marginLeft: 10 }}>
              {p.name}
            </Text>
          </Box>
        ) : null,
      )}
    </Box>
  );
}
