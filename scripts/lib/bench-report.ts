import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');

/** Replaces (or appends) the section between <!-- bench:NAME:start --> and <!-- bench:NAME:end --> in docs/benchmarks.md. */
export function writeBenchSection(name: string, markdown: string): void {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = fs.existsSync(FILE)
    ? fs.readFileSync(FILE, 'utf8')
    : '# Benchmarks\n\nWritten by the benchmark scripts (`npm run bench*`); numbers from one run on the machine named in each section.\n';
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  doc = re.test(doc) ? doc.replace(re, block) : `${doc.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(FILE, doc);
}

export function machineNote(): string {
  return `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
