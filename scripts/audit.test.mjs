import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit.mjs';

const today = new Date('2026-11-23T12:00:00Z');

/** The shape `npm audit --json` prints (report version 2), trimmed to what the policy reads. */
function report(vulnerabilities) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const entry of Object.values(vulnerabilities)) counts[entry.severity] += 1;
  return { auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } };
}

const advisory = (severity, id = 'GHSA-aaaa-bbbb-cccc') => ({
  source: 1,
  name: 'fast-xml',
  title: 'Prototype pollution',
  url: `https://github.com/advisories/${id}`,
  severity,
  range: '<2.0.0',
});

describe('judgeAudit', () => {
  it('passes a report with nothing above moderate', () => {
    const result = judgeAudit(
      report({ 'fast-xml': { severity: 'moderate', via: [advisory('moderate')] } }),
      [],
      today,
    );
    expect(result.outcome).toBe('clean');
    expect(result.lines[0]).toContain('0 critical, 0 high, 1 moderate');
  });

  it('fails on a high or critical advisory that no exception lists', () => {
    for (const severity of ['high', 'critical']) {
      const result = judgeAudit(
        report({ 'fast-xml': { severity, via: [advisory(severity)] } }),
        [],
        today,
      );
      expect(result.outcome).toBe('failing');
      expect(result.lines.join('\n')).toContain('fast-xml GHSA-aaaa-bbbb-cccc');
    }
  });

  it('fails on a package that is high only through another one it depends on', () => {
    const result = judgeAudit(
      report({
        'fast-xml': { severity: 'high', via: [advisory('high')] },
        'xml-wrapper': { severity: 'high', via: ['fast-xml'] },
      }),
      [],
      today,
    );
    expect(result.outcome).toBe('failing');
    expect(result.lines.filter((line) => line.startsWith('high:'))).toHaveLength(1);
  });

  it('accepts a listed advisory until its review date, then fails again', () => {
    const exception = {
      advisory: 'GHSA-aaaa-bbbb-cccc',
      package: 'fast-xml',
      reason: 'only parses our own files',
      review_by: '2026-11-23',
    };
    const high = report({ 'fast-xml': { severity: 'high', via: [advisory('high')] } });
    expect(judgeAudit(high, [exception], today).outcome).toBe('excepted');
    const result = judgeAudit(high, [exception], new Date('2026-11-24T00:00:01Z'));
    expect(result.outcome).toBe('failing');
    expect(result.lines.join('\n')).toContain('expired on 2026-11-23');
  });

  it('does not let an exception for one advisory cover another in the same package', () => {
    const exception = {
      advisory: 'GHSA-zzzz-zzzz-zzzz',
      package: 'fast-xml',
      reason: 'another advisory',
      review_by: '2027-01-01',
    };
    const result = judgeAudit(
      report({ 'fast-xml': { severity: 'critical', via: [advisory('critical')] } }),
      [exception],
      today,
    );
    expect(result.outcome).toBe('failing');
  });

  it('says loudly that nothing was checked when the advisory database does not answer', () => {
    const refused = {
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    const result = judgeAudit(refused, [], today);
    expect(result.outcome).toBe('unchecked');
    expect(result.lines.join('\n')).toMatch(/405 Method Not Allowed[\s\S]*NOT checked/);
    expect(
      judgeAudit({ error: { code: 'ENOTFOUND', summary: 'no network' } }, [], today).lines[0],
    ).toContain('ENOTFOUND: no network');
  });
});
