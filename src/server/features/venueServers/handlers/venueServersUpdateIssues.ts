import { sql } from 'kysely';
import type { OperationHandler } from '../../../context.ts';
import type { Row } from '../../../db/row.ts';

/** The /24 network an address is in ('10.1.2.50' → '10.1.2'), or null for anything but IPv4. */
const net24 = (ip: unknown): string | null => {
  const m = typeof ip === 'string' ? /^(\d+\.\d+\.\d+)\.\d+$/.exec(ip.replace(/\/\d+$/, '')) : null;
  return m ? m[1] : null;
};

/** Spec 002 §9: the uploader should take about 80% of the venue's upload bandwidth. */
const UPLOAD_SHARE = 0.8;

interface Related {
  cameras: { venue_server_id: number | null; camera_id: string; ip_address: string | null; enabled: boolean }[];
  outages: { venue_server_id: number | null; started_at: Date }[];
  speedTests: { venue_server_id: number; upload_mbps: number | null; tested_at: Date }[];
}

/** What is wrong with one server, in words an operator acts on; empty when nothing. */
export const issuesOf = (server: Row, related: Related): string[] => {
  const issues: string[] = [];
  const state = String(server.state);
  if (state === 'active' && !server.enabled) issues.push('Active but disabled: it cannot connect to the platform.');
  if (state === 'decommissioned' && server.enabled) issues.push('Decommissioned but still enabled: it can still connect to the platform.');
  if (['active', 'inactive'].includes(state) && !server.venue_id) issues.push(`${state === 'active' ? 'Active' : 'Inactive'} but not at a venue.`);
  if (state === 'active' && !server.machine_id) issues.push('Active without a machine ID.');
  if (server.static_ip_address && !server.static_gateway_address) issues.push('Static IP address set without a static gateway address.');
  if (server.static_ip_address && !server.static_primary_dns_server) issues.push('Static IP address set without a static primary DNS server.');
  const network = net24(server.internal_network);
  if (network && server.internal_network_ip_address && net24(server.internal_network_ip_address) !== network)
    issues.push(`Internal network IP address ${String(server.internal_network_ip_address)} is outside the internal network ${network}.0/24.`);
  for (const camera of related.cameras.filter((c) => c.venue_server_id === server.id && c.enabled))
    if (network && camera.ip_address && net24(camera.ip_address) !== network)
      issues.push(`Camera ${camera.camera_id} at ${camera.ip_address} is outside the internal network ${network}.0/24.`);
  for (const outage of related.outages.filter((o) => o.venue_server_id === server.id))
    issues.push(`Unreachable since ${new Date(outage.started_at).toISOString()} (outage not finished).`);
  const lastTest = related.speedTests.find((t) => t.venue_server_id === server.id);
  const limit = server.uploader_rate_limit_kbytes as number | null;
  if (lastTest?.upload_mbps != null && limit != null) {
    const ceiling = Math.floor(((Number(lastTest.upload_mbps) * 1000) / 8) * UPLOAD_SHARE);
    if (limit > ceiling)
      issues.push(
        `Uploader rate limit ${limit} KB/s is over 80% of the last measured upload (${Number(lastTest.upload_mbps)} Mbit/s, about ${ceiling} KB/s).`,
      );
  }
  return issues;
};

/**
 * venueServersUpdateIssues (spec 002 §2.11 "check issues"): checks each selected server (its state against
 * enabled, venue and machine ID; its static network settings; its own and its cameras' addresses against
 * the internal /24 network of §9; unfinished outages; the uploader rate limit against 80% of the last speed
 * test's upload) and stores the findings in `issues` (null when none) with `issuesCheckedAt`. The executor
 * audits each server whose issues changed and answers the servers.
 */
const venueServersUpdateIssues: OperationHandler = async ({ trx, rows }) => {
  const ids = rows.map((r) => r.id);
  // One after another: the queries share the operation's transaction (one connection).
  const cameras = await trx
    .selectFrom('cameras')
    .select(['venue_server_id', 'camera_id', 'ip_address', 'enabled'])
    .where('venue_server_id', 'in', ids)
    .execute();
  const outages = await trx
    .selectFrom('outages')
    .select(['venue_server_id', 'started_at'])
    .where('venue_server_id', 'in', ids)
    .where('finished_at', 'is', null)
    .orderBy('started_at')
    .execute();
  const speedTests = await trx
    .selectFrom('internet_speed_tests')
    .select(['venue_server_id', 'upload_mbps', 'tested_at'])
    .where('venue_server_id', 'in', ids)
    .orderBy('tested_at', 'desc')
    .execute();
  const related: Related = { cameras, outages, speedTests };
  for (const server of rows) {
    const issues = issuesOf(server, related);
    await trx
      .updateTable('venue_servers')
      .set({ issues: issues.length ? JSON.stringify(issues) : null, issues_checked_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', server.id)
      .execute();
  }
};

export default venueServersUpdateIssues;
