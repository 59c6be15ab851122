import type { AppContext } from '../context.ts';
import { mercadoPagoProvider } from './mercadopago.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

/** The provider of the given name (default: the configured PAYMENT_PROVIDER). */
export function providerFor(ctx: AppContext, name: ProviderName = ctx.config.PAYMENT_PROVIDER): PaymentProvider {
  return name === 'mercadopago' ? mercadoPagoProvider(ctx.db, ctx.config) : sandboxProvider(ctx.db, ctx.config);
}
