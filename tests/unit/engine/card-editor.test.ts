/**
 * The card editor's per-game description (machines/<game>/card-editor.ts): every template is a valid custom card
 * of its game, every field's path is in the card schema (setting a legal value keeps the card valid), and a
 * number out of its stated range is refused at that field's path.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, validateCustomCards, type CardField } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { setAt } from '@/app/ui/cards/card-paths';

const legal = (f: CardField): unknown => {
  switch (f.kind) {
    case 'bilingual':
      return { zh: '苍龙', en: 'Azure Dragon' };
    case 'number':
      return f.max ?? f.min ?? 7;
    case 'select':
      return f.options.at(-1)!.value;
    case 'keywords':
      return ['王者'];
    case 'boolean':
      return true;
    default:
      return '秦汉';
  }
};

const refusal = (def: (typeof GAMES)[string], card: unknown) => {
  try {
    validateCustomCards(def, [card]);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
};

for (const def of Object.values(GAMES)) {
  describe(`${def.id} card editor`, () => {
    const spec = def.customCards?.editor;
    it('is defined', () => expect(spec).toBeDefined());
    if (!spec) return;

    for (const type of spec.types) {
      it(`template ${type.value} is a valid card of its type`, () => {
        expect(type.template[spec.typeKey]).toBe(type.value);
        expect(refusal(def, type.template)).toBeNull();
      });
      for (const f of spec.fields.filter((x) => x.types.includes(type.value))) {
        it(`field ${f.path} of ${type.value} takes a legal value`, () => {
          const base = Object.entries(f.when ?? {}).reduce((c, [k, v]) => setAt(c, k, v), type.template);
          const e = refusal(def, setAt(base, f.path, legal(f)));
          expect(e?.message ?? null).toBeNull();
        });
        if (f.kind === 'number' && f.max !== undefined) {
          it(`field ${f.path} of ${type.value} refuses ${f.max + 1} at its path`, () => {
            const e = refusal(def, setAt(type.template, f.path, f.max! + 1));
            expect(e?.code).toBe('ERR_BAD_CARD');
            expect((e?.details as { path?: string }).path).toBe(f.path);
          });
        }
      }
    }

    it('every field belongs to a type the editor offers', () => {
      const types = new Set(spec.types.map((t) => t.value));
      for (const f of spec.fields) for (const t of f.types) expect(types.has(t)).toBe(true);
    });
  });
}
