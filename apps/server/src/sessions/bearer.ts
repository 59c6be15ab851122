import type { FastifyRequest } from 'fastify';

/** The raw bearer token of a request ('' when absent); routes behind authenticate know it is valid. */
export function bearerToken(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}
