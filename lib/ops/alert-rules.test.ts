import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createMetrics } from './metrics.mjs';

/** deploy/prometheus/alerts.yml: it parses as Prometheus rule groups, and every metric an alert names is exported. */
const RULES_FILE = path.join(__dirname, '..', '..', 'deploy', 'prometheus', 'alerts.yml');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'le']);
const HISTOGRAM_SUFFIXES = ['_bucket', '_sum', '_count'];

/** The metric names of a PromQL expression: identifiers that are not functions, keywords, labels, strings or ranges. */
function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '')
    .replace(/\b\d[\w.]*/g, '');
  const names = [...bare.matchAll(/([A-Za-z_:][A-Za-z0-9_:]*)(\s*\()?/g)].filter((match) => !match[2]).map((match) => match[1]);
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name)))];
}

async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics();
  // A server with REDIS_URL reports its cache's connection state, which registers that gauge.
  metrics.cacheRedisUp(true);
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') for (const suffix of HISTOGRAM_SUFFIXES) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('deploy/prometheus/alerts.yml', () => {
  const document = load(readFileSync(RULES_FILE, 'utf8')) as { groups: { name: string; rules: Rule[] }[] };
  const rules = document.groups.flatMap((group) => group.rules);

  it('is a list of rule groups, each alert with an expression, a duration and a summary', () => {
    expect(document.groups.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(rule.expr.trim()).not.toBe('');
      expect(rule.for).toMatch(/^\d+[smhd]$/);
      expect(rule.annotations?.summary).toBeTruthy();
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('covers errors, the gateway, API timeouts, the page cache, Redis and the event loop', () => {
    const named = rules.flatMap((rule) => metricNamesOf(rule.expr));
    for (const metric of ['http_requests_total', 'gateway_calls_total', 'api_failures_total', 'page_cache_total', 'page_cache_redis_up', 'page_cache_errors_total', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(named).toContain(metric);
    }
  });

  it.each(rules.map((rule) => [rule.alert, rule.expr]))('%s names only metrics the app exports', async (_alert, expr) => {
    const exported = await exportedNames();
    const names = metricNamesOf(expr);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('reads metric names out of PromQL as Prometheus does', () => {
    expect(metricNamesOf('histogram_quantile(0.99, sum by (le) (rate(x_seconds_bucket{route!~"/_next/.*"}[5m]))) > 2 and y_total offset 1d')).toEqual(['x_seconds_bucket', 'y_total']);
  });
});
