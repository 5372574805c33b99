/**
 * Driving the studio as an author does, in real Chromium: act by clicking the board (a card, a slot or a player,
 * then one of the actions it offers or a target marked on the board), run passes, and wait for each change by the
 * step counter the studio shows — never by a fixed sleep.
 */
import type { Locator, Page } from 'playwright-core';

export const seqOf = async (page: Page) =>
  Number((await page.locator('[data-testid=seq]').textContent())!.replace('#', ''));

/** Click something that changes the line, and wait until the studio shows another step (or an error). */
export async function clickAndWait(page: Page, target: Locator): Promise<void> {
  const before = await seqOf(page);
  await target.click();
  await page.waitForFunction((b) => {
    const t = document.querySelector('[data-testid=seq]')?.textContent ?? '';
    return Number(t.replace('#', '')) !== b || document.querySelector('[data-testid=error]') !== null;
  }, before);
  const err = page.locator('[data-testid=error]');
  if (await err.count()) throw new Error(`refused: ${await err.textContent()}`);
}

const PICK_BOX = '[data-testid=pick-box]';
const BOARD = '[data-testid=board-pick]';

/** The refs on the board something can be done from now: cards first (the story's moves), then slots, players. */
async function pickableRefs(page: Page): Promise<string[]> {
  const refs = await page
    .locator(`${BOARD} .pickable`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-ref') ?? ''));
  const rank = (r: string) => (r.startsWith('card:') ? 0 : r.startsWith('slot:') ? 1 : 2);
  return [...new Set(refs)].sort((a, b) => rank(a) - rank(b));
}

/** Wait until a click on the board has been answered in the pick box (actions offered, or nothing). */
async function answered(page: Page): Promise<void> {
  await page
    .locator(`${PICK_BOX} [data-testid=pick-action], ${PICK_BOX} [data-testid=pick-nothing]`)
    .first()
    .waitFor();
}

/**
 * One action taken on the board: click an element that offers something; if it marks targets on the board, click
 * one of them; otherwise take an offered action (anything but a concession, a pass only when nothing else is
 * offered, `avoidPass` skips elements that offer only passes). Returns the intent of the action taken (`pass`,
 * `summon`, `attack` …), or null when nothing on the board offered one.
 */
export async function actOnBoard(page: Page, opts: { avoidPass?: boolean } = {}): Promise<string | null> {
  for (const ref of await pickableRefs(page)) {
    const before = await seqOf(page);
    await page.locator(`${BOARD} [data-ref="${ref}"]`).first().click();
    await answered(page);
    const offered = page.locator(`${PICK_BOX} [data-testid=pick-action]:not([data-type="match.concede"])`);
    const intents = await offered.evaluateAll((els) => els.map((e) => e.getAttribute('data-intent') ?? ''));
    const nonPass = intents.findIndex((i) => i !== 'pass');
    if (intents.length === 0 || (nonPass < 0 && opts.avoidPass)) {
      await page.click('[data-testid=pick-clear]');
      continue;
    }
    const target = page.locator(`${BOARD} .pick-target`);
    if (nonPass >= 0 && (await target.count()) > 0) {
      // the picked card aims somewhere: choose the place on the board
      await target.first().click();
      const onto = page.locator(`${PICK_BOX} [data-testid=pick-action]`);
      await page.waitForFunction(
        (b) =>
          Number((document.querySelector('[data-testid=seq]')?.textContent ?? '').replace('#', '')) !== b ||
          document.querySelector('[data-testid=pick-box] [data-testid=pick-action]') !== null ||
          document.querySelector('[data-testid=error]') !== null,
        before,
      );
      if ((await seqOf(page)) === before && (await onto.count()) > 0) await clickAndWait(page, onto.first());
    } else {
      await clickAndWait(page, offered.nth(nonPass >= 0 ? nonPass : 0));
    }
    const err = page.locator('[data-testid=error]');
    if (await err.count()) throw new Error(`refused: ${await err.textContent()}`);
    return nonPass >= 0 ? intents[nonPass] : 'pass';
  }
  return null;
}

/** The first action the list offers (not a concession): the way on when nothing on the board offers one. */
export async function actFromList(page: Page): Promise<void> {
  const all = page.locator('[data-testid=legal-action]:not([data-type="match.concede"])');
  const intents = await all.evaluateAll((els) => els.map((e) => e.getAttribute('data-intent') ?? ''));
  const i = intents.findIndex((x) => x !== 'pass');
  const n = i >= 0 ? i : 0;
  // the list groups actions in closed <details>: open the group first
  await all.nth(n).evaluate((el) => el.closest('details')?.setAttribute('open', ''));
  await clickAndWait(page, all.nth(n));
}
