import { expect, type Page } from '@playwright/test';

/**
 * Writes an article body the way the owner does, key by key with the editor's toolbar: a subheading, a line,
 * a two-item list, a link typed first without https:// (refused beside the field, then corrected) and the
 * gallery's first image with its alt text (asked for before it is inserted).
 */
export async function typeArticleBody(page: Page, text: { heading: string; items: [string, string]; alt: string }) {
  const body = page.getByRole('textbox', { name: 'Isi Artikel' });
  await body.click();
  await page.getByRole('combobox', { name: /^Gaya/ }).click();
  await page.getByRole('option', { name: 'Subjudul', exact: true }).click();
  await body.pressSequentially(text.heading);
  await body.press('Enter');
  await body.pressSequentially('Bawa dokumen berikut:');
  await body.press('Enter');
  await page.getByRole('button', { name: 'Daftar berbutir' }).click();
  // Typing waits for the list the button made: under load the first keys could land before it, in the paragraph.
  await expect(body.locator('ul > li')).toHaveCount(1);
  await body.pressSequentially(text.items[0]);
  await expect(body.locator('ul > li').first()).toHaveText(text.items[0]);
  await body.press('Enter');
  await body.pressSequentially(text.items[1]);
  await body.press('Enter');
  await body.press('Enter');
  await body.pressSequentially('Sumber resmi: ');
  await page.getByRole('button', { name: 'Tautan', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Tautan' });
  await linkDialog.getByLabel('Alamat tautan').pressSequentially('kemenag.go.id');
  await linkDialog.getByRole('button', { name: 'Pasang' }).click();
  await expect(linkDialog.getByText(/Tulis alamat lengkap/)).toBeVisible();
  await linkDialog.getByLabel('Alamat tautan').clear();
  await linkDialog.getByLabel('Alamat tautan').pressSequentially('https://kemenag.go.id');
  await linkDialog.getByRole('button', { name: 'Pasang' }).click();
  await expect(linkDialog).toBeHidden();
  await page.getByRole('button', { name: 'Gambar', exact: true }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Gambar dari galeri media' });
  await imageDialog.getByRole('option').first().click();
  await imageDialog.getByRole('button', { name: 'Sisipkan' }).click();
  await expect(imageDialog.getByText(/Tulis apa yang terlihat/)).toBeVisible();
  await imageDialog.getByLabel(/^Keterangan gambar/).pressSequentially(text.alt);
  await imageDialog.getByRole('button', { name: 'Sisipkan' }).click();
  await expect(imageDialog).toBeHidden();
}

/** Picks a package in "Paket terkait" by typing part of its title. */
export async function pickRelatedPackage(page: Page, typed: string, title: string) {
  const related = page.getByRole('combobox', { name: 'Paket terkait' });
  await related.click();
  await related.pressSequentially(typed);
  await page.getByRole('option', { name: title, exact: true }).click();
}
