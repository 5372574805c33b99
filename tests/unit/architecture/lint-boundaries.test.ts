/**
 * The architecture rules are lint rules; these tests prove the rules fire (a rule that never fails is no rule).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('machines/ stays pure and framework-free', () => {
  it.each([
    ["import fs from 'node:fs';\nexport const x = fs;", 'no I/O'],
    ["import { readFileSync } from 'fs';\nexport const x = readFileSync;", 'no I/O'],
    ["import { useState } from 'react';\nexport const x = useState;", 'framework-free'],
    ["import Link from 'next/link';\nexport const x = Link;", 'framework-free'],
    [
      "import { getDatabase } from '@/db/client';\nexport const x = getDatabase;",
      'must not import app/ or db/',
    ],
    ["import { t } from '@/app/lib/i18n';\nexport const x = t;", 'must not import app/ or db/'],
    ['export const x = Math.random();', 'deterministic'],
    ['export const x = Date.now();', 'no clock'],
    ['export const x = new Date();', 'no clock'],
  ])('refuses %s', async (code, why) => {
    const found = await messages(code, 'machines/engine/__lint_probe.ts');
    expect(found.join('\n')).toContain(why);
  });

  it('accepts pure code', async () => {
    expect(
      await messages(
        "import { z } from 'zod';\nexport const x = z.string();",
        'machines/engine/__lint_probe.ts',
      ),
    ).toEqual([]);
  });
});

describe('dependency direction content <- machines <- app -> db', () => {
  it('db/ may import types from machines/ but not values', async () => {
    expect(
      await messages(
        "import type { Seat } from '@/machines/engine';\nexport type X = Seat;",
        'db/__lint_probe.ts',
      ),
    ).toEqual([]);
    const found = await messages(
      "import { replay } from '@/machines/engine';\nexport const x = replay;",
      'db/__lint_probe.ts',
    );
    expect(found.join('\n')).toContain('types from machines/ only');
  });

  it('db/ must not import the site', async () => {
    const found = await messages(
      "import { t } from '@/app/lib/i18n';\nexport const x = t;",
      'db/__lint_probe.ts',
    );
    expect(found.join('\n')).toContain('must not import the site');
  });

  it('content/ is data: values from machines/ are refused', async () => {
    const found = await messages(
      "import { replay } from '@/machines/engine';\nexport const x = replay;",
      'content/__lint_probe.ts',
    );
    expect(found.join('\n')).toContain('content/ is data');
  });
});
