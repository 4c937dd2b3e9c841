import {
  CSP_REPORT_BODY_LIMIT_BYTES,
  CSP_REPORTS_PER_MINUTE,
  cspViolationCounts,
  receiveCspReport,
  violatedDirectives,
} from './csp-reports';

function report(body: unknown, address = '203.0.113.7', raw?: string): Request {
  return new Request('http://web.test/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': address },
    body: raw ?? JSON.stringify(body),
  });
}

const violation = (directive: string) => ({
  'csp-report': { 'effective-directive': directive, 'blocked-uri': 'inline' },
});

describe('CSP violation reports', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterAll(() => warn.mockRestore());

  it('reads both report formats', () => {
    expect(violatedDirectives(violation('script-src-elem'))).toEqual(['script-src-elem']);
    expect(
      violatedDirectives([
        { type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } },
        { type: 'deprecation', body: {} },
      ]),
    ).toEqual(['script-src-elem']);
    expect(violatedDirectives('nonsense')).toEqual([]);
  });

  it('counts reports by directive and answers 204', async () => {
    const before = cspViolationCounts()['script-src-elem'] ?? 0;
    expect((await receiveCspReport(report(violation('script-src-elem')))).status).toBe(204);
    expect(cspViolationCounts()['script-src-elem']).toBe(before + 1);
  });

  it('bounds a flood: size per report, reports per address and minute, and directive names', async () => {
    expect(
      (await receiveCspReport(report(null, '198.51.100.1', 'x'.repeat(CSP_REPORT_BODY_LIMIT_BYTES + 1)))).status,
    ).toBe(413);
    const before = cspViolationCounts()['img-src'] ?? 0;
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE + 20; i += 1) {
      expect((await receiveCspReport(report(violation('img-src'), '198.51.100.2'), 1_000)).status).toBe(204);
    }
    expect(cspViolationCounts()['img-src']).toBe(before + CSP_REPORTS_PER_MINUTE);
    for (let i = 0; i < 40; i += 1) await receiveCspReport(report(violation(`made-up-${i}`), `192.0.2.${i}`));
    expect(Object.keys(cspViolationCounts()).length).toBeLessThanOrEqual(25);
    expect((await receiveCspReport(report(null, '192.0.2.200', '{not json'))).status).toBe(400);
  });

  it('logs a few reports a minute, cut short and without their query, whatever the flood', async () => {
    warn.mockClear();
    const long = { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'document-uri': `https://tv.example/page?q=${'x'.repeat(500)}` } };
    for (let i = 0; i < 50; i += 1) await receiveCspReport(report(long, `198.51.100.${i}`), Date.now() + 120_000);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(10);
    expect(String(warn.mock.calls[0]?.[0])).toBe('[csp] violation of script-src-elem: blocked inline on https://tv.example/page');
  });
});
