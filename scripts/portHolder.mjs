// Whether a TCP port is free before the stack starts on it, and when it is not, which process holds it: read from the
// kernel's socket tables (/proc/net/tcp and tcp6, then each process's open descriptors), so no lsof or ss is needed.
// On systems without /proc the holder is simply not named.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** Resolves true when nothing listens on the port of this host (the stack could bind it). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

const listenState = '0A';

/**
 * The socket inodes listening on `port` in a /proc/net/tcp table: each row's local address is `HEXIP:HEXPORT`, its
 * fourth column the state (0A: listening), its tenth the inode.
 */
export function listeningInodes(table, port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length > 9 && columns[1]?.endsWith(`:${hexPort}`) && columns[3] === listenState)
    .map((columns) => columns[9])
    .filter((inode) => inode !== undefined && inode !== '0');
}

function readOrEmpty(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The process listening on the port, as `{ pid, command }`, or undefined when it cannot be told (or none listens). */
export function portHolder(port) {
  const inodes = new Set(['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) => listeningInodes(readOrEmpty(table), port)));
  if (inodes.size === 0) return undefined;
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let descriptors;
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const descriptor of descriptors) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${descriptor}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode !== undefined && inodes.has(inode)) {
        const command = readOrEmpty(`/proc/${pid}/cmdline`).split('\0').filter(Boolean).join(' ');
        return { pid: Number(pid), command };
      }
    }
  }
  return undefined;
}

/** The sentence `npm start` prints when its port is taken. */
export function portTakenMessage(port, holder) {
  const who = holder === undefined ? 'another process' : `process ${holder.pid} (${holder.command.slice(0, 120) || 'unknown command'})`;
  return `Port ${port} is already in use by ${who}. Stop it, or start on another port: npm start -- --port ${port + 1}`;
}
