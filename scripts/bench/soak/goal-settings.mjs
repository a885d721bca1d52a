// A goal's settings dialog as the list moves use it: parts added and deleted, days of rest.
import { cardOf } from './screens.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @param {Page} page */
const settings = (page) => page.getByRole('dialog', { name: 'Goal Settings' });
/** @param {Page} page */
const partList = (page) => settings(page).getByRole('list', { name: 'Parts of the goal' });
/** @param {Page} page */
const restItems = (page) =>
  settings(page).getByRole('list', { name: 'Rest days and breaks' }).getByRole('listitem');

/**
 * @param {Page} page
 * @param {number} goal
 */
export async function openSettings(page, goal) {
  await cardOf(page, goal).getByRole('button', { name: 'Goal settings', exact: true }).click();
  await settings(page).waitFor();
}

/** @param {Page} page */
export async function closeSettings(page) {
  await settings(page).getByRole('button', { name: 'Cancel' }).click();
  await settings(page).waitFor({ state: 'detached' });
}

/**
 * @param {Page} page
 * @param {string} name
 */
export async function addPart(page, name) {
  await settings(page).getByLabel('New part').fill(name);
  await settings(page).getByRole('button', { name: 'Add part' }).click();
  await partList(page).getByText(name, { exact: true }).waitFor();
}

/**
 * @param {Page} page
 * @param {string} name
 */
export async function deletePart(page, name) {
  await settings(page)
    .getByRole('button', { name: `Delete “${name}”` })
    .click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this part?' });
  await ask.getByRole('button', { name: 'Delete part' }).click();
  await ask.waitFor({ state: 'detached' });
  await partList(page).getByText(name, { exact: true }).waitFor({ state: 'detached' });
}

/**
 * A day of rest ('yyyy-MM-dd') that touches none the goal holds, so it is listed on its own.
 * @param {Page} page
 * @param {string} day
 */
export async function restOn(page, day) {
  const listed = await restItems(page).count();
  await settings(page).getByLabel('First day of rest').fill(day);
  await settings(page).getByLabel('Last day of rest').fill(day);
  await settings(page).getByRole('button', { name: 'Rest on this day' }).click();
  await restItems(page).nth(listed).waitFor();
}
