import fastJson from 'fast-json-stringify';
import type { Schema as FastJsonSchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';


/**
 * The JSON schema of a zod response schema as the reply is written (`io: 'output'`), or null when
 * zod cannot express it in JSON schema (a transform, a custom check): such a reply keeps the zod
 * serializer. Objects come out with `additionalProperties: false`.
 */
export function responseJsonSchema(schema: z.ZodType): FastJsonSchema | null {
  try {
    const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
    return json as FastJsonSchema;
  } catch {
    return null;
  }
}

/**
 * fast-json-stringify's serializer of a JSON schema, compiled on the route's first reply rather than
 * when the route is registered: compiling every route's serializer is a noticeable part of the
 * server's startup, and most routes of one instance never answer before the next deploy.
 */
function compiledOnFirstReply(json: FastJsonSchema): (data: unknown) => string {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= fastJson(json))(data);
}

/** Routes whose response schema JSON schema cannot express ("GET /api/x 200"): they keep the zod serializer. */
export const zodSerializedRoutes = new Set<string>();

/**
 * Fastify serializer compiler for the zod response schemas: the zod schema (the single source of
 * truth, shared with the web app) is turned into JSON schema once per route and compiled by
 * fast-json-stringify, instead of a zod parse plus JSON.stringify on every reply. Like the zod
 * parse it replaces, it writes only the properties the schema declares, so a column the presenter
 * let through (a password hash, an owner id) never reaches the client; a missing required property
 * fails the reply. Schemas zod cannot express in JSON schema fall back to the zod serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof $ZodType)) return compiledOnFirstReply(schema as FastJsonSchema);
  const json = responseJsonSchema(schema as z.ZodType);
  if (json) return compiledOnFirstReply(json);
  zodSerializedRoutes.add(`${route.method} ${route.url} ${route.httpStatus}`);
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
