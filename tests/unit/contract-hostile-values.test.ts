/**
 * Every zod schema the contract exports, given values JSON can carry that break a careless
 * conversion: `Number({"toString": null})` throws instead of giving NaN, and a throw inside a
 * schema is a 500 on the server rather than a 400. Each schema must answer with a result
 * (success or issues), never an exception, whether the value is the whole body or one field.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conversionTraps } from '../support/conversion-traps.ts';

const contractDir = fileURLToPath(new URL('../../src/contract/', import.meta.url));

async function contractSchemas(): Promise<[string, z.ZodType][]> {
  const found: [string, z.ZodType][] = [];
  for (const file of readdirSync(contractDir).filter((f) => f.endsWith('.ts')).sort()) {
    const module = (await import(`${contractDir}${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) found.push([`${file} ${name}`, value]);
    }
  }
  return found;
}

/** The field names an object schema (or a union or pipe of them) reads. */
function fieldNames(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  if (def.type === 'object') return Object.keys(def.shape as object);
  const inner = [def.innerType, def.in, def.out, def.schema, ...((def.options as unknown[]) ?? [])]
    .filter((s): s is z.ZodType => s instanceof z.ZodType);
  return [...new Set(inner.flatMap(fieldNames))];
}

describe('contract schemas and hostile JSON values', () => {
  it('finds the schemas the server validates bodies with', async () => {
    const names = (await contractSchemas()).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['lead-api.ts staffCreateSchema', 'admin-schemas.ts priceSchema']));
    expect(names.length).toBeGreaterThan(20);
  });

  it('answers every hostile value, as the body or in any field, with a result and never a throw', async () => {
    const thrown: string[] = [];
    for (const [name, schema] of await contractSchemas()) {
      const bodies = [...conversionTraps, ...fieldNames(schema).flatMap((field) => conversionTraps.map((v) => ({ [field]: v })))];
      for (const body of bodies) {
        try {
          await schema.safeParseAsync(body);
        } catch (error) {
          thrown.push(`${name} ${JSON.stringify(body)}: ${(error as Error).message}`);
        }
      }
    }
    expect(thrown).toEqual([]);
  });
});
