// Runs one site build for the local server: `node build-runner.mjs <command> [args...]`.
// The server starts this runner as the leader of a new process group, so stopping the build
// kills the whole group (astro and whatever it spawned). If the server dies without stopping it
// (kill -9), its end of our stdin closes: then the runner kills the group itself, so no build
// outlives the server.
import { spawn } from 'node:child_process';

const [cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });

const killGroup = (signal) => {
  try {
    process.kill(-process.pid, signal);
  } catch {
    child.kill(signal);
  }
};
process.stdin.on('close', () => killGroup('SIGKILL'));
process.stdin.on('end', () => killGroup('SIGKILL'));
process.stdin.resume();
process.on('SIGTERM', () => killGroup('SIGKILL'));
child.on('error', (e) => {
  console.error(e.message);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
