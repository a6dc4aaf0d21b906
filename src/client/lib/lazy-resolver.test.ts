import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver';

const schema = z.object({ name: z.string().min(1, 'validation.required') });
type Form = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];

describe('a resolver loaded on first use', () => {
  it('loads once, then answers as the schema does', async () => {
    let loads = 0;
    const resolve = lazyResolver<Form, unknown, Form>(async () => {
      loads += 1;
      return zodResolver(schema);
    });
    expect(loads).toBe(0);
    const refused = await resolve({ name: '' }, undefined, options);
    expect(refused.errors.name?.message).toBe('validation.required');
    const accepted = await resolve({ name: 'الصقور' }, undefined, options);
    expect(accepted.values).toEqual({ name: 'الصقور' });
    expect(loads).toBe(1);
  });

  it('tries again after a failed load (a dropped connection)', async () => {
    let loads = 0;
    const resolve = lazyResolver<Form, unknown, Form>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return zodResolver(schema);
    });
    await expect(resolve({ name: 'x' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolve({ name: 'x' }, undefined, options)).values).toEqual({ name: 'x' });
    expect(loads).toBe(2);
  });
});
