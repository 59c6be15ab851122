import { systemActor } from '../access/actor.ts';

/** A provider's notification acts as the system: it finds a payment by its unguessable reference, never by a user. */
export const providerActor = systemActor('payment provider notification');
