import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterPaths } from '@fortuna/contracts';

/** the marker fastify-type-provider-zod puts on its issues, so the error handler renders them the same way */
const ZOD_VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The route's own zod validation, after one rule every input shares: no string anywhere in the
 * params, query or body (keys included) holds a control character, NUL or an unpaired surrogate.
 * They have no business in any field, and PostgreSQL refuses some of them with an error (22021).
 */
export const guardedValidatorCompiler = ((route: Parameters<typeof validatorCompiler>[0]) => {
  const validate = validatorCompiler(route) as (data: unknown) => { value?: unknown; error?: unknown };
  return (data: unknown) => {
    const paths = controlCharacterPaths(data);
    if (!paths.length) return validate(data);
    const issues = paths.map((path) => ({
      [ZOD_VALIDATION_ISSUE]: true,
      keyword: 'custom',
      instancePath: `/${path.split('.').join('/')}`,
      schemaPath: '#/controlCharacters',
      message: CONTROL_CHARACTERS_MESSAGE,
      params: {},
    }));
    return { error: issues as unknown as Error };
  };
}) as FastifySchemaCompiler<unknown>;
