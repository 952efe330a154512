import { describe, expect, it } from '@jest/globals';
import { Delivery } from '../../src/db/entities/delivery.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { codedMessage, englishOf, textMessage } from '../../src/i18n/message.ts';
import { recordTeamEvent } from '../../src/services/teams/team-events.ts';
import { renameTeam } from '../../src/services/teams/teams.ts';
import { seedDelivery, seedExecution, seedInvoiceProject, seedOutput, seedProject } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

describe('the German UI all the way through', () => {
  it('shows team events and execution warnings and errors in German, and filters events by type', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    const actor = { kind: 'user', userId: owner.id, siteRole: 'user', sessionId: 'seed' } as const;
    await renameTeam({ em: server.app.orm.em.fork(), actor, teamId: team.id, name: 'Umbenannt' });
    const em = server.app.orm.em.fork();
    const execution = em.create(Execution, {
      project: project.id,
      executionType: 'api',
      processingMode: 'balanced',
      status: 'failed',
      errors: ['The PDF is password-protected and could not be read'],
      warnings: ['invoice.pdf: Field "total" was not found in the document'],
    });
    await em.flush();

    const { page, context } = await signedInPage(browser, server, owner.id, { locale: 'de-DE' });
    await page.goto(`${server.url}/teams/${team.id}/events`);
    const rows = page.getByTestId('event-row');
    await rows.first().waitFor();
    const titles = await page.locator('[data-testid="event-row"] [data-code]').allTextContents();
    expect(titles).toContain(`Team von „${team.name}“ in „Umbenannt“ umbenannt`);
    expect(titles.some((title) => /API-Schlüssel „.+“ erstellt/.test(title))).toBe(true);

    // Only warnings: the rename (info) and key creation (info) go away; no warning events here.
    await page.getByTestId('events-type-filter').selectOption('warning');
    await page.getByTestId('events-none-of-type').waitFor();
    expect(await page.getByTestId('events-none-of-type').textContent()).toBe('Keine Ereignisse dieser Art.');
    await page.getByTestId('events-type-filter').selectOption('info');
    // Rows only, and only info: an empty list (still loading) does not count.
    await page.waitForFunction(() => {
      const found = [...document.querySelectorAll('[data-testid="event-row"]')];
      return found.length > 0 && found.every((row) => row.getAttribute('data-type') === 'info');
    });
    expect(await rows.count()).toBeGreaterThanOrEqual(2);

    // A page past the end says so and leads back.
    await page.goto(`${server.url}/teams/${team.id}/events?page=99`);
    await page.getByTestId('events-past-end').waitFor();
    await page.getByTestId('events-past-end').getByRole('button').click();
    await rows.first().waitFor();

    // A rename shows at once wherever the team is named (the switcher and the sidebar).
    await page.goto(`${server.url}/teams/${team.id}/settings`);
    await page.getByTestId('team-rename-form').locator('input[name="name"]').fill('Neu benannt');
    await page.getByTestId('team-rename-form').locator('button[type="submit"]').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="team-switcher"] option:checked')?.textContent === 'Neu benannt',
    );
    expect(await page.getByTestId('sidebar').textContent()).toContain('Team Neu benannt');

    // The only owner is told the rule instead of being offered to leave.
    await page.goto(`${server.url}/teams/${team.id}/members`);
    expect(await page.getByTestId('member-only-owner').textContent()).toBe(
      'Sie sind der einzige Inhaber. Um das Team zu verlassen, machen Sie zuerst ein anderes Mitglied zum Inhaber.',
    );
    expect(await page.getByTestId('member-leave').count()).toBe(0);

    // A project without a schema offers a sample upload whose file picker speaks German too.
    const empty = await seedProject(server.app.orm, team.id, 'Leer');
    await page.goto(`${server.url}/projects/${empty.id}/schema`);
    const sampleForm = page.getByTestId('schema-sample-form');
    await sampleForm.getByText('Datei auswählen').waitFor();
    expect(await sampleForm.getByTestId('file-picker-name').textContent()).toBe('Keine Datei ausgewählt');

    await page.goto(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    await page.getByTestId('execution-warnings').waitFor();
    expect(await page.getByTestId('execution-warnings').locator('li').allTextContents()).toEqual([
      'invoice.pdf: Feld „total“ wurde im Dokument nicht gefunden',
    ]);
    expect(await page.getByTestId('execution-errors').locator('li').allTextContents()).toEqual([
      'Das PDF ist passwortgeschützt und konnte nicht gelesen werden',
    ]);

    // Day fields are written the German way, whatever the browser's own date input would show.
    await page.goto(`${server.url}/projects/${project.id}/executions/`);
    const from = page.getByTestId('executions-from');
    await page.locator(`[data-testid="execution-row"][data-id="${execution.id}"]`).waitFor();
    expect(await from.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await from.fill('01.01.2099');
    await page.getByTestId('executions-empty').waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe('2099-01-01');
    await from.fill('31.02.2026');
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('shows team events in the language chosen in the UI, not the browser’s (English Accept-Language)', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    await recordTeamEvent(server.app.orm.em.fork(), {
      teamId: team.id,
      actor: null,
      type: 'warning',
      code: 'event.email_refused',
      detail: codedMessage('ingest.no_content'),
      projectId: project.id,
    });
    const { page, context } = await signedInPage(browser, server, owner.id, { locale: 'en-US' });
    await page.goto(`${server.url}/teams/${team.id}/events`);
    const row = page.locator('[data-testid="event-row"][data-type="warning"]');
    await row.getByText('The message has no attachment and no text').waitFor();

    // Switched on the page itself: the list already fetched must not stay in English.
    await page.getByTestId('language-switcher').first().selectOption('de');
    await row.getByText('Eine E-Mail wurde abgewiesen').waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe(
      'Eine E-Mail wurde abgewiesenDie Nachricht hat keinen Anhang und keinen Text',
    );

    // Chosen before (stored), with the browser still asking for English.
    await page.reload();
    await row.getByText('Eine E-Mail wurde abgewiesen').waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe(
      'Eine E-Mail wurde abgewiesenDie Nachricht hat keinen Anhang und keinen Text',
    );
    await context.close();
  });

  it('uploads in German: the API example names the key in German, and an empty file is called empty', async () => {
    const { owner, project } = await seedInvoiceProject(server.app);
    const { page, context } = await signedInPage(browser, server, owner.id, { locale: 'de-DE' });
    await page.goto(`${server.url}/projects/${project.id}/inputs`);
    await page.getByTestId('inputs-page').waitFor();
    const example = await page.getByTestId('curl-example').textContent();
    expect(example).toContain('-H "Authorization: Bearer <Ihr API-Schlüssel>"');
    expect(example).not.toContain('your API key');

    await page
      .getByTestId('upload-input')
      .setInputFiles([{ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }]);
    await page.getByTestId('upload-submit').click();
    await page.locator('[data-testid="upload-row"][data-state="failed"]').waitFor();
    expect(await page.getByTestId('upload-error').textContent()).toBe('Die Datei ist leer (0 Byte).');
    await context.close();
  });

  it('says in German why a file was read only in part, with time limits in s and min, and why a mail was refused', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    await recordTeamEvent(server.app.orm.em.fork(), {
      teamId: team.id,
      actor: null,
      type: 'warning',
      code: 'event.email_refused',
      detail: codedMessage('ingest.too_many_attachments', { max: 10 }),
      projectId: project.id,
    });
    const em = server.app.orm.em.fork();
    const execution = em.create(Execution, {
      project: project.id,
      executionType: 'email',
      processingMode: 'balanced',
      status: 'failed',
      errors: ['No text could be read from the documents.', 'Reading the file took longer than 90 s and was stopped'],
      warnings: [
        'scan.pdf: Pages 21–24 without a text layer were not read: text recognition reads at most 20 pages per file',
        'mail.eml: Attachment "a.pdf" could not be read: The PDF could not be read: it is damaged or not a PDF',
        'photo.png: The image could not be read (text recognition took longer than 120 s)',
      ],
    });
    await em.flush();

    const { page, context } = await signedInPage(browser, server, owner.id, { locale: 'de-DE' });
    await page.goto(`${server.url}/teams/${team.id}/events`);
    await page.getByText('Zu viele Anhänge: höchstens 10 Dokumente pro Nachricht').waitFor();

    await page.goto(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    await page.getByTestId('execution-warnings').waitFor();
    expect(await page.getByTestId('execution-warnings').locator('li').allTextContents()).toEqual([
      'scan.pdf: Seiten 21–24 ohne Textebene wurden nicht gelesen: die Texterkennung liest höchstens 20 Seiten pro Datei',
      'mail.eml: Anhang „a.pdf“ konnte nicht gelesen werden: Das PDF konnte nicht gelesen werden: es ist beschädigt oder kein PDF',
      'photo.png: Das Bild konnte nicht gelesen werden (die Texterkennung dauerte länger als 2 min)',
    ]);
    expect(await page.getByTestId('execution-errors').locator('li').allTextContents()).toEqual([
      'Aus den Dokumenten konnte kein Text gelesen werden.',
      'Das Lesen der Datei dauerte länger als 1 min 30 s und wurde abgebrochen',
    ]);
    await context.close();
  });

  it('says in German why a webhook could not be reached, why no schema was proposed, and why an answer did not fit', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    await recordTeamEvent(server.app.orm.em.fork(), {
      teamId: team.id,
      actor: null,
      type: 'error',
      code: 'event.schema_proposal_failed_because',
      params: {
        file: 'rechnung.pdf',
        reason: 'the model could not be reached: Connection refused (ECONNREFUSED) by 127.0.0.1:9',
      },
      projectId: project.id,
    });
    const output = await seedOutput(server.app.orm, project.id);
    const delivered = await seedExecution(server.app.orm, project.id);
    const delivery = await seedDelivery(server.app.orm, output.id, delivered.id);
    // As the webhook deliverer stores a refused connection.
    await server.app.orm.em
      .fork()
      .nativeUpdate(Delivery, { id: delivery.id }, { error: 'Connection refused (ECONNREFUSED) by 127.0.0.1:9' });
    const em = server.app.orm.em.fork();
    const execution = em.create(Execution, {
      project: project.id,
      executionType: 'api',
      processingMode: 'accurate',
      status: 'failed',
      errors: ['total: expected a number, found text', '(result): expected an object, found nothing'],
      warnings: [],
    });
    await em.flush();

    const { page, context } = await signedInPage(browser, server, owner.id, { locale: 'de-DE' });
    await page.goto(`${server.url}/teams/${team.id}/events`);
    await page
      .getByText(
        'Aus „rechnung.pdf“ konnte kein Schema vorgeschlagen werden: das Modell war nicht erreichbar: Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:9',
      )
      .waitFor();

    await page.goto(`${server.url}/projects/${project.id}/outputs/${output.id}`);
    await page.getByTestId('delivery-row').first().waitFor();
    expect(await page.getByTestId('delivery-row').first().textContent()).toContain(
      'Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:9',
    );

    await page.goto(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    await page.getByTestId('execution-errors').waitFor();
    expect(await page.getByTestId('execution-errors').locator('li').allTextContents()).toEqual([
      'total: erwartet wurde eine Zahl, gefunden: Text',
      '(result): erwartet wurde ein Objekt, gefunden: nichts',
    ]);
    await context.close();
  });
  it('shows a provider’s or a server’s own words inside a German message as written, even where they read like another message', async () => {
    const { owner, project } = await seedInvoiceProject(server.app);
    // The OCR engine's own words for a page it gave up on, which happen to be a warning's wording;
    // and an old row's page whose reason is still stored as English text (read back on the server).
    const warningDetails = [
      codedMessage('warning.page_unreadable', {
        number: 2,
        reason: textMessage('Field "total" was not found in the document'),
        file: 'scan.pdf',
      }),
      { code: 'warning.page_unreadable', params: { number: '3', reason: 'time limit', file: 'scan.pdf' } },
    ];
    const em = server.app.orm.em.fork();
    const execution = em.create(Execution, {
      project: project.id,
      executionType: 'api',
      processingMode: 'balanced',
      status: 'success',
      jsonResult: { total: 1 },
      errors: [],
      errorDetails: [],
      warnings: warningDetails.map(englishOf),
      warningDetails,
    });
    await em.flush();
    const output = await seedOutput(server.app.orm, project.id);
    const delivery = await seedDelivery(server.app.orm, output.id, execution.id);
    // An FTP server's reply that reads like the SFTP failure.
    const errorDetail = codedMessage('delivery.ftp_failed', { detail: textMessage('SFTP upload failed: 550 denied') });
    await server.app.orm.em
      .fork()
      .nativeUpdate(Delivery, { id: delivery.id }, { error: englishOf(errorDetail), errorDetail });

    const { page, context } = await signedInPage(browser, server, owner.id, { locale: 'de-DE' });
    await page.goto(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    await page.getByTestId('execution-warnings').waitFor();
    expect(await page.getByTestId('execution-warnings').locator('li').allTextContents()).toEqual([
      'scan.pdf: Seite 2 konnte nicht gelesen werden (Field "total" was not found in the document)',
      'scan.pdf: Seite 3 konnte nicht gelesen werden (Zeitlimit)',
    ]);

    await page.goto(`${server.url}/projects/${project.id}/outputs/${output.id}`);
    await page.getByTestId('delivery-row').first().waitFor();
    const row = await page.getByTestId('delivery-row').first().textContent();
    expect(row).toContain('FTP-Upload fehlgeschlagen: SFTP upload failed: 550 denied');
    expect(row).not.toContain('SFTP-Upload');
    await context.close();
  });
});
