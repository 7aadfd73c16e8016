import { execFile } from 'node:child_process';

/** What running one command gave: everything it printed, and its exit status. */
export interface CommandOutcome {
  output: string;
  exitStatus: number;
}

/** Partial output and a percentage, for a command that reports while it runs. */
export type ProgressReporter = (progress: number, output: string) => Promise<void>;

interface AllowedCommand {
  /** Runs it (for real or acted out), reporting progress along the way when it takes steps. */
  run: (progress: ProgressReporter) => Promise<CommandOutcome>;
}

const MAX_OUTPUT = 100_000;
const TIMEOUT_MS = 60_000;

/**
 * Runs a program with a fixed argument list, no shell: what it prints (stdout then stderr, trimmed to what
 * the platform stores) and its exit status. A program the machine lacks answers 127, as a shell would.
 */
export const runProgram = (file: string, args: readonly string[]): Promise<CommandOutcome> =>
  new Promise((resolve) => {
    execFile(file, args, { timeout: TIMEOUT_MS, maxBuffer: 4 * MAX_OUTPUT, windowsHide: true }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`.slice(0, MAX_OUTPUT);
      if (!error) return resolve({ output, exitStatus: 0 });
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return resolve({ output: `${file}: command not found\n`, exitStatus: 127 });
      if (error.killed) return resolve({ output: `${output}\n${file} was stopped after ${TIMEOUT_MS / 1000} s.\n`, exitStatus: 124 });
      resolve({ output: output || `${error.message}\n`, exitStatus: typeof code === 'number' ? code : 1 });
    });
  });

const SIMULATED = (why: string) => `[simulated by venue-agent: ${why}]\n`;

/**
 * The commands the console suggests (VenueServer.json, venueServersRunCommand's suggestions; spec 002 §9:
 * reboot, config run, speed test, service status, process tree), and only those. The process tree and the
 * service status run for real; rebooting, a Chef run and a speed test would reboot or reconfigure the
 * machine the agent runs on, or load its uplink, so the agent acts them out and says so in the output.
 */
export const ALLOWED_COMMANDS: Record<string, AllowedCommand> = {
  'ps auxf': { run: () => runProgram('ps', ['auxf']) },
  'systemctl status --no-pager': { run: () => runProgram('systemctl', ['status', '--no-pager']) },
  'sudo reboot': {
    run: async () => ({
      output: `${SIMULATED('this machine is not rebooted')}Broadcast message from root: The system will reboot now!\n`,
      exitStatus: 0,
    }),
  },
  'sudo chef-client': {
    run: async (progress) => {
      let output = `${SIMULATED('no Chef server is configured here')}Starting Chef Infra Client, version 18.4.12\n`;
      await progress(10, output);
      output += 'resolving cookbooks for run list: ["venue_server"]\nSynchronizing cookbooks:\n  - venue_server (2.3.1)\n';
      await progress(50, output);
      output += 'Converging 42 resources\nRunning handlers:\nRunning handlers complete\nInfra Phase complete, 0/42 resources updated in 3 seconds\n';
      return { output, exitStatus: 0 };
    },
  },
  'speedtest-cli --simple': {
    run: async () => ({
      output: `${SIMULATED("the venue's uplink is not measured from here")}Ping: 12.3 ms\nDownload: 94.21 Mbit/s\nUpload: 38.77 Mbit/s\n`,
      exitStatus: 0,
    }),
  },
};

/** Runs an allowed command, or refuses any other (126, as a shell refuses what it may not execute). */
export const runAllowedCommand = (content: string, progress: ProgressReporter): Promise<CommandOutcome> => {
  const command = ALLOWED_COMMANDS[content.trim().replace(/\s+/g, ' ')];
  if (!command)
    return Promise.resolve({
      output: `venue-agent: '${content}' is not an allowed command. Allowed: ${Object.keys(ALLOWED_COMMANDS).join('; ')}.\n`,
      exitStatus: 126,
    });
  return command.run(progress);
};
