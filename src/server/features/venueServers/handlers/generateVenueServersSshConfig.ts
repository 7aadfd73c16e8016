import type { FileResult } from '../../../operations/results.ts';
import type { OperationHandler } from '../../../context.ts';

/** A Host alias OpenSSH takes: the server's name, with anything but letters, digits, dot, dash and underscore dashed. */
const aliasOf = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/** Text for a comment line: a line break in a stored value must not start a directive of its own. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ');

/**
 * generateVenueServersSshConfig (spec 002 §7: "returns sshConfig and filename, downloaded as a text file"):
 * an OpenSSH client configuration with a Host entry per selected server, in name order. A server reachable
 * on its venue's network (locallyAccessible) is reached at its internal network address, else at its static
 * address; one with neither is listed commented out, saying why. Reads only: nothing is written or audited.
 */
const generateVenueServersSshConfig: OperationHandler = async ({ rows }): Promise<FileResult> => {
  const servers = [...rows].sort((a, b) => String(a.name).localeCompare(String(b.name)));
  const blocks = servers.map((server) => {
    const name = String(server.name);
    const address = (server.locally_accessible ? server.internal_network_ip_address : null) ?? server.static_ip_address ?? null;
    const header = `# ${oneLine(name)} (id ${server.id}, ${String(server.state)}${server.enabled ? '' : ', disabled'}${server.machine_id ? `, machine ${oneLine(String(server.machine_id))}` : ''})`;
    if (!address)
      return [
        header,
        `# No address: set a static IP address, or an internal network IP address on a locally accessible server.`,
        `# Host ${aliasOf(name)}`,
      ].join('\n');
    return [header, `Host ${aliasOf(name)}`, `  HostName ${String(address)}`, '  User readmin', '  Port 22', '  ServerAliveInterval 30'].join('\n');
  });
  const text = [
    `# SSH config for ${servers.length} venue server${servers.length === 1 ? '' : 's'}, generated ${new Date().toISOString()}`,
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
  const filename = servers.length === 1 ? `ssh_config_${aliasOf(String(servers[0].name))}.txt` : `ssh_config_venue_servers.txt`;
  return { bytes: Buffer.from(text, 'utf8'), filename };
};

export default generateVenueServersSshConfig;
