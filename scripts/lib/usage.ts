// `--help` (or `-h`) for the repository's scripts: the usage line on standard output and exit code
// 0, before the script starts any work (a build, a backend, a deploy).
export function answerHelp(argv: readonly string[], usage: string): void {
  if (!argv.includes('--help') && !argv.includes('-h')) return;
  console.log(usage);
  process.exit(0);
}
