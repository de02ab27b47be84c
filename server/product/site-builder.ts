import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../supabase/config.ts';
import { PREVIEW_BUILD_DIR, previewServerDir } from './preview.ts';

type BuildStatus = 'idle' | 'building' | 'published' | 'failed';

export interface BuildState {
  status: BuildStatus;
  /** Directory currently served (last successful build). */
  current: string | null;
  publishedAt: string | null;
  lastError: string | null;
  lastDurationMs: number | null;
  /** Peak resident memory of the last build process (KiB), read from /proc where available. */
  lastPeakRssKb: number | null;
  builds: number;
}

interface SiteBuilderOptions {
  /** Where builds are kept: each in its own directory, the served one swapped atomically. */
  outRoot: string;
  /** Environment for the Astro build (PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY, SITE_URL). */
  env: Record<string, string>;
  log: (line: string) => void;
  /** Called before every build; its result is handed to onFinish (the publisher claims pending requests). */
  onStart?: () => Promise<unknown>;
  /** Called after every build with its outcome (the publisher records it in the database). */
  onFinish?: (
    result: { ok: boolean; error: string | null; durationMs: number },
    started: unknown,
  ) => void | Promise<void>;
  /** Command that builds the site into the directory given as ASTRO_OUT_DIR. */
  command?: string[];
  /** Build the preview's handler once per run (default: only with Astro's own build command). */
  preview?: boolean;
  /**
   * Whether builds whose output lies outside the project wait for each other (default true). Only a command
   * that does not run Astro (the tests' stand-in builds) has no `.astro/` to share.
   */
  takesTurns?: boolean;
}

const ASTRO_BIN = path.join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-runner.mjs');

/**
 * Runs the Astro build one at a time. A request during a build causes
 * exactly one more build after it. Only a successful build replaces the
 * served directory; a failed one leaves the live site untouched.
 */
export class SiteBuilder {
  readonly state: BuildState = {
    status: 'idle',
    current: null,
    publishedAt: null,
    lastError: null,
    lastDurationMs: null,
    lastPeakRssKb: null,
    builds: 0,
  };
  private running: Promise<void> | null = null;
  private again = false;
  private previewTried = false;
  private firstRoundDone: () => void = () => {};
  /** Resolves once the first build has finished, and the preview's build after it when there is one. */
  readonly firstRound = new Promise<void>((resolve) => (this.firstRoundDone = resolve));
  private child: ChildProcess | null = null;
  private opts: SiteBuilderOptions;

  constructor(opts: SiteBuilderOptions) {
    this.opts = opts;
    fs.mkdirSync(opts.outRoot, { recursive: true });
    // The preview's handler imports the project's packages by name, which Node looks up in a node_modules
    // beside or above the file: builds kept outside the project find the project's here.
    const modules = path.join(opts.outRoot, 'node_modules');
    if (!path.resolve(opts.outRoot).startsWith(`${REPO_ROOT}${path.sep}`)) {
      try {
        fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), modules, 'dir');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
    // The preview's handler is built again by this run: the code may have changed since the last.
    fs.rmSync(path.dirname(previewServerDir(opts.outRoot)), { recursive: true, force: true });
    const latest = this.latestBuild();
    // Builds left by earlier runs, complete or not, except the one served now.
    for (const d of fs.readdirSync(opts.outRoot)) {
      const full = path.join(opts.outRoot, d);
      if (/^(build|preview-build)-\d+$/.test(d) && full !== latest) fs.rmSync(full, { recursive: true, force: true });
    }
    if (latest) {
      this.state.current = latest;
      this.state.status = 'published';
    }
  }

  /** Directory of the most recent complete build left by an earlier run, if any. */
  private latestBuild(): string | null {
    const dirs = fs
      .readdirSync(this.opts.outRoot)
      .filter((d) => /^build-\d+$/.test(d) && fs.existsSync(path.join(this.opts.outRoot, d, '.complete')))
      .sort();
    return dirs.length ? path.join(this.opts.outRoot, dirs[dirs.length - 1]) : null;
  }

  /** Environment of later builds (the product learns its port after the builder exists). */
  setEnv(env: Record<string, string>): void {
    this.opts.env = env;
  }

  /** Asks for a build; resolves when a build that includes this request has finished. */
  request(): Promise<void> {
    if (this.running) {
      // The running loop builds once more before it settles, so its promise covers this request.
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves when no build is running or queued, without asking for one. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /**
   * Waits up to `graceMs` for the running build (and the one queued after it) to finish,
   * then kills the build's whole process group. Resolves when nothing runs any more.
   */
  async shutdown(graceMs: number): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.again = false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), graceMs)));
    const outcome = await Promise.race([running.then(() => 'done' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.opts.log(`[publish] build belum selesai setelah ${graceMs} ms; dihentikan`);
      this.killBuild();
      await running;
    }
  }

  /** Kills the running build's process group (the runner, the build and its children). */
  killBuild(): void {
    const pid = this.child?.pid;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }

  get busy(): boolean {
    return this.running !== null;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.buildOnce();
      // The preview's handler, once per run, after the first build that published (see buildPreview).
      if (!this.previewTried && this.state.status === 'published' && (this.opts.preview ?? !this.opts.command)) {
        this.previewTried = true;
        await this.buildPreview();
      }
      this.firstRoundDone();
    } while (this.again);
  }

  private async buildOnce(): Promise<void> {
    const started = Date.now();
    const target = path.join(this.opts.outRoot, `build-${started}`);
    this.state.status = 'building';
    this.state.builds++;
    let error: string | null = null;
    let claimed: unknown = null;
    try {
      claimed = await this.opts.onStart?.();
      await this.run(target, false);
      if (!fs.existsSync(path.join(target, 'index.html'))) throw new Error('Build produced no index.html');
      fs.writeFileSync(path.join(target, '.complete'), new Date().toISOString());
      const previous = this.state.current;
      this.state.current = target;
      this.state.publishedAt = new Date().toISOString();
      this.state.status = 'published';
      this.state.lastError = null;
      if (previous && previous !== target) this.removeLater(previous);
    } catch (e) {
      error = (e as Error).message;
      this.state.status = 'failed';
      this.state.lastError = error;
      fs.rmSync(target, { recursive: true, force: true });
      this.opts.log(`[publish] build gagal: ${error}`);
    }
    this.state.lastDurationMs = Date.now() - started;
    try {
      await this.opts.onFinish?.({ ok: error === null, error, durationMs: this.state.lastDurationMs }, claimed);
    } catch (e) {
      this.opts.log(`[publish] gagal mencatat hasil build: ${(e as Error).message}`);
    }
  }

  /**
   * The preview's handler: one build with the route and the Node adapter (ASTRO_PREVIEW_SERVER=1, its own cache),
   * whose `_pratinjau/` is kept beside the builds (previewServerDir) and whose pages are thrown away. The builds
   * the site is served from stay static only, so a save never pays for a server bundle, and their incremental
   * cache never sees another configuration. The code does not change while the server runs, so the handler
   * renders as the site's pages do, with the data of the moment it is asked. A build command of one's own
   * (tests) builds no preview unless asked to.
   */
  private async buildPreview(): Promise<void> {
    const target = path.join(this.opts.outRoot, `preview-build-${Date.now()}`);
    try {
      await this.run(target, true);
      const built = path.join(target, PREVIEW_BUILD_DIR);
      if (!fs.existsSync(path.join(built, 'entry.mjs'))) throw new Error('build tanpa handler pratinjau');
      const kept = previewServerDir(this.opts.outRoot);
      fs.rmSync(path.dirname(kept), { recursive: true, force: true });
      fs.mkdirSync(path.dirname(kept), { recursive: true });
      fs.renameSync(built, kept);
    } catch (e) {
      this.opts.log(
        `[pratinjau] build gagal; pratinjau tidak tersedia sampai server dijalankan lagi: ${(e as Error).message}`,
      );
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  }

  /** Old builds stay a little while so pages being downloaded finish with the same assets. */
  private removeLater(dir: string): void {
    setTimeout(() => fs.rmSync(dir, { recursive: true, force: true }), 30_000).unref();
  }

  /**
   * Astro keeps a build's server chunks (`.prerender/`) in its outDir only when the outDir lies inside the
   * project; for any other (the tests' temporary directories) it uses the project's own `.astro/`, which two
   * builds running at once in two servers would clobber. Such builds take turns, through a lock file that names
   * its holder's process (a holder that died is taken over).
   */
  private async run(outDir: string, withPreview: boolean): Promise<void> {
    if (this.opts.takesTurns === false || path.resolve(outDir).startsWith(`${REPO_ROOT}${path.sep}`))
      return this.runIn(outDir, withPreview);
    const lock = path.join(REPO_ROOT, '.astro', 'site-build.lock');
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    for (;;) {
      try {
        fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        if (!processAlive(Number(fs.readFileSync(lock, 'utf8').trim()))) {
          fs.rmSync(lock, { force: true });
          continue;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    try {
      await this.runIn(outDir, withPreview);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }

  private runIn(outDir: string, withPreview: boolean): Promise<void> {
    const command = this.opts.command ?? [process.execPath, ASTRO_BIN, 'build', '--silent', '--outDir', outDir];
    return new Promise((resolve, reject) => {
      // Own process group (detached), led by the runner, which also dies with us: see build-runner.mjs.
      const child = spawn(process.execPath, [RUNNER, ...command], {
        detached: true,
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          ...this.opts.env,
          ASTRO_OUT_DIR: outDir,
          ASTRO_PREVIEW_SERVER: withPreview ? '1' : '0',
          ASTRO_CACHE_DIR: path.join(this.opts.outRoot, withPreview ? '.cache-preview' : '.cache'),
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      this.child = child;
      let output = '';
      // VmHWM is a process's high-water mark, so the last reading before exit is its peak. The build is
      // the runner's child (the runner itself is small), so read the child's.
      let buildPid: string | null = null;
      const sample = () => {
        try {
          buildPid ??=
            fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0] || null;
          if (!buildPid) return;
          const m = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${buildPid}/status`, 'utf8'));
          if (m) this.state.lastPeakRssKb = Number(m[1]);
        } catch {
          /* process gone or no /proc */
        }
      };
      // The figures are the served builds'; the preview's build leaves them alone.
      if (!withPreview) this.state.lastPeakRssKb = null;
      const sampler = setInterval(() => (withPreview ? undefined : sample()), 100);
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-8000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', reject);
      child.on('close', (code) => {
        clearInterval(sampler);
        this.child = null;
        if (code === 0) resolve();
        else {
          const tail = output.trim().split('\n').slice(-15).join('\n');
          reject(new Error(`astro build keluar dengan kode ${code}\n${tail}`));
        }
      });
    });
  }
}

/** Whether a process of this id runs (a lock's holder that died leaves its lock behind). */
function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
