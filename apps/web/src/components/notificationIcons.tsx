import type { Notification } from '@prancheta/shared';
import { IconCheck, IconCircleCheck, IconHome, IconInfoCircle, IconInfoSmall, IconUser, IconUserCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The seed's notification icons (Font Awesome names) as the app's icons. */
export const NOTIFICATION_ICON_NODES: Record<Notification['icon'], ReactNode> = {
  'fa-info': <IconInfoSmall size={22} />,
  'fa-times': <IconX size={20} />,
  'fa-info-circle': <IconInfoCircle size={20} />,
  'fa-home': <IconHome size={20} />,
  'fa-user': <IconUser size={20} />,
  'fa-user-circle': <IconUserCircle size={20} />,
  'fa-check': <IconCheck size={20} />,
  'fa-check-circle': <IconCircleCheck size={20} />,
};
