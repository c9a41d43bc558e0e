import '../../reports.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_DAYS, REPORT_NAMES, type ReportName } from '../../../../contracts/reports';
import type { ReportValues } from '../../api/reportCalls';
import { useOpsStore } from '../../stores/context';
import { rangeProblem } from '../../stores/ReportsStore';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { REPORT_VIEWS, type ReportView } from './reportViews';
import { useFigure } from './useFigure';

/** Saves a file the console fetched (with the staff headers) through a temporary link to its bytes. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The report as answered: its totals, the ledger check (GGR), the chart per day and the rows. */
const ReportResult = observer(function ReportResult() {
  const { t } = useTranslation();
  const { reports } = useOpsStore();
  const figure = useFigure();
  const { name, range, value } = reports.shown!;
  const view = REPORT_VIEWS[name] as unknown as ReportView<ReportName>;
  const totals = value.totals as Record<string, number>;
  const title = t(`ops.reports.names.${name}`);
  const ledger = name === 'ggr' ? (value as ReportValues['ggr']).ledger : null;
  return (
    <section className="ops-report" aria-label={t('ops.reports.resultOf', { report: title, from: range.from, to: range.to })}>
      <h2>{t('ops.reports.resultOf', { report: title, from: range.from, to: range.to })}</h2>
      <dl className="ops-report-totals">
        {view.totals.map(({ key, kind }) => (
          <div key={key}>
            <dt>{t(`ops.reports.totals.${key}`)}</dt>
            <dd>{figure(kind, totals[key] ?? 0)}</dd>
          </div>
        ))}
      </dl>
      {ledger && (
        <p className={ledger.reconciled ? 'ops-report-check' : 'ops-report-check ops-error'}>
          {ledger.reconciled ? t('ops.reports.reconciled') : t('ops.reports.notReconciled', { net: figure('money', ledger.net) })}
        </p>
      )}
      <ReportChart name={name} range={range} kind={view.chart.kind} series={view.chart.series} perDay={view.chart.perDay(value)} />
      {value.rows.length === 0 ? (
        <p>{t('ops.reports.noRows')}</p>
      ) : (
        <ReportTable
          columns={view.columns}
          rows={value.rows as unknown as Record<string, string | number>[]}
          caption={t('ops.reports.rows', { report: title })}
        />
      )}
    </section>
  );
});

/**
 * /ops/reports (reports.view): a report over whole Manila days as totals, a chart and a table, and
 * its CSV, fetched with the staff headers and saved from the browser's memory (no address with a
 * token in it).
 */
export const ReportsScreen = observer(function ReportsScreen() {
  const { t } = useTranslation();
  const { reports } = useOpsStore();
  const shown = useFailure();
  const download = useFailure();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void shown.run(() => reports.load());
    // Once, when the screen opens, with the default report and days.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reports]);

  const checked = (then: () => Promise<unknown>): Promise<unknown> => {
    const found = rangeProblem(reports.range);
    setProblem(found ? t(found, { days: REPORT_MAX_DAYS }) : null);
    return found ? Promise.resolve(false) : then();
  };

  return (
    <section className="ops-screen ops-reports" aria-labelledby="ops-reports-title">
      <h1 id="ops-reports-title">{t('ops.reports.title')}</h1>
      <form
        className="ops-report-form"
        aria-label={t('ops.reports.choose')}
        onSubmit={(event) => {
          event.preventDefault();
          void checked(() => shown.run(() => reports.load()));
        }}
      >
        <label className="ops-field">
          {t('ops.reports.report')}
          <select value={reports.name} onChange={(event) => reports.choose(event.currentTarget.value as ReportName)}>
            {REPORT_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`ops.reports.names.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-field">
          {t('ops.reports.from')}
          <input type="date" value={reports.range.from} onInput={(event) => reports.setRange({ from: event.currentTarget.value })} />
        </label>
        <label className="ops-field">
          {t('ops.reports.to')}
          <input type="date" value={reports.range.to} onInput={(event) => reports.setRange({ to: event.currentTarget.value })} />
        </label>
        <div className="ops-actions">
          <button type="submit" className="ops-button" disabled={shown.busy}>
            {t('ops.reports.show')}
          </button>
          <button
            type="button"
            className="ops-button ops-button--quiet"
            disabled={download.busy}
            onClick={() =>
              void checked(() =>
                download.run(async () => {
                  const { blob, filename } = await reports.csv();
                  save(blob, filename);
                }),
              )
            }
          >
            {t('ops.reports.csv')}
          </button>
        </div>
        <p className="ops-report-note">{t('ops.reports.days', { days: REPORT_MAX_DAYS })}</p>
      </form>
      <FormAlert error={problem ?? shown.error ?? download.error} />
      {shown.busy && <p role="status">{t('ops.reports.loading')}</p>}
      {reports.shown && <ReportResult />}
    </section>
  );
});
