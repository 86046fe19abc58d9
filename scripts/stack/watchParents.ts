import { readFileSync } from 'node:fs'

/** Parent pid of `pid` from /proc (Linux); undefined elsewhere or when it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after the last ')'
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Calls `onGone` once any of the first `depth` ancestors exits. `npm start` runs us under
 * npm → sh → tsx; a SIGTERM to npm kills sh without passing the signal on, which would leave
 * anvil and Vite running with nobody to stop them. Returns a function that stops watching.
 */
export function watchParents(onGone: () => void, depth = 3, intervalMs = 1000): () => void {
  const ancestors: number[] = []
  for (let pid: number | undefined = process.ppid; pid && pid > 1 && ancestors.length < depth; pid = parentOf(pid)) {
    ancestors.push(pid)
  }
  const timer = setInterval(() => {
    if (ancestors.some((pid) => !isAlive(pid))) {
      clearInterval(timer)
      onGone()
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
